// The school's public site as the school edits it: six sections (home, plans, instructors, team,
// associations, contact), each a JSON object saved whole by an admin (PUT /site/{section}). Every
// answer merges the saved sections over the defaults (src/shared/i18n/site-*.ts), so a client
// always gets a complete site; the public one lists only the instructors who agreed to appear.
import { z } from 'zod'
import { SITE_HOME_DEFAULTS } from '../i18n/site-home.ts'
import { SITE_PAGES_DEFAULTS } from '../i18n/site-pages.ts'
import { siteMessages as m } from '../i18n/site.ts'
import { phoneSchema } from '../phone.ts'
import { dateTimeSchema, idSchema, textSchema } from './common.ts'

export const SITE_SECTIONS = [
  'home',
  'plans',
  'instructors',
  'team',
  'associations',
  'contact',
] as const
export type SiteSection = (typeof SITE_SECTIONS)[number]

export const SITE_TITLE_MAX = 120
export const SITE_TEXT_MAX = 1000
export const SITE_BIO_MAX = 400
export const SITE_LIST_MAX = 30
export const SITE_URL_MAX = 300

const title = (max = SITE_TITLE_MAX) => textSchema({ max, required: m.textRequired })
const prose = (max = SITE_TEXT_MAX) =>
  textSchema({ max, required: m.textRequired, multiline: true })
/** Text that may stay blank (a bio, an address). */
const blankable = (max: number) => textSchema({ max, multiline: true })
const imageIdSchema = idSchema.nullable().describe('id de una imagen subida (POST /site/images)')
const list = <T extends z.ZodType>(item: T, max = SITE_LIST_MAX) =>
  z.array(item).max(max, { error: m.listTooLong(max) })

/** An http(s) address, or blank: no javascript:, data: or other schemes on the public site. */
const webUrlSchema = z
  .string()
  .trim()
  .max(SITE_URL_MAX, { error: m.urlInvalid })
  .refine((url) => url === '' || (/^https?:\/\/\S+$/i.test(url) && URL.canParse(url)), {
    error: m.urlInvalid,
  })

const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, { error: m.emailInvalid })
  .refine((email) => email === '' || z.email().safeParse(email).success, {
    error: m.emailInvalid,
  })

const blankOrPhone = z.literal('').or(phoneSchema('any'))

export const homeSectionSchema = z.strictObject({
  hero_kicker: title(80),
  hero_title: title(),
  hero_text: prose(400),
  hero_image_id: imageIdSchema,
  hero_image_alt: blankable(200),
  levels_title: title(),
  levels_intro: prose(400),
  levels: list(z.strictObject({ title: title(80), text: prose(400) }), 6),
  safety_title: title(),
  safety_intro: prose(400),
  safety_points: list(title(200), 10),
  events_title: title(),
  events_text: prose(),
})

export const plansSectionSchema = z.strictObject({ intro: prose() })

export const instructorSchema = z.strictObject({
  teacher_id: idSchema.nullable(),
  name: textSchema({ max: 100, required: m.nameRequired }),
  bio: blankable(SITE_BIO_MAX),
  photo_id: imageIdSchema,
  /** Only teachers who agreed to appear are published; the form says "Acepta aparecer en el sitio". */
  agreed: z.boolean().refine((agreed) => agreed, { error: m.agreedRequired }),
})
export const instructorsSectionSchema = z.strictObject({
  intro: prose(),
  members: list(instructorSchema),
})

export const teamMemberSchema = z.strictObject({
  name: textSchema({ max: 100, required: m.nameRequired }),
  role: blankable(80),
  bio: blankable(SITE_BIO_MAX),
  photo_id: imageIdSchema,
})
export const teamSectionSchema = z.strictObject({ intro: prose(), members: list(teamMemberSchema) })

export const associationSchema = z.strictObject({
  name: textSchema({ max: 100, required: m.nameRequired }),
  text: blankable(SITE_BIO_MAX),
  url: webUrlSchema,
})
export const associationsSectionSchema = z.strictObject({
  intro: prose(),
  items: list(associationSchema),
})

export const contactSectionSchema = z.strictObject({
  email: emailSchema,
  phone: blankOrPhone,
  whatsapp: blankOrPhone,
  address: blankable(200),
  instagram: webUrlSchema,
  facebook: webUrlSchema,
  youtube: webUrlSchema,
})

export const SITE_SECTION_SCHEMAS = {
  home: homeSectionSchema,
  plans: plansSectionSchema,
  instructors: instructorsSectionSchema,
  team: teamSectionSchema,
  associations: associationsSectionSchema,
  contact: contactSectionSchema,
} as const

export type HomeSection = z.infer<typeof homeSectionSchema>
export type PlansSection = z.infer<typeof plansSectionSchema>
export type Instructor = z.infer<typeof instructorSchema>
export type InstructorsSection = z.infer<typeof instructorsSectionSchema>
export type TeamMember = z.infer<typeof teamMemberSchema>
export type TeamSection = z.infer<typeof teamSectionSchema>
export type Association = z.infer<typeof associationSchema>
export type AssociationsSection = z.infer<typeof associationsSectionSchema>
export type ContactSection = z.infer<typeof contactSectionSchema>
export type SiteSections = { [S in SiteSection]: z.infer<(typeof SITE_SECTION_SCHEMAS)[S]> }

/** What every answer starts from: today's texts, no instructors, the school's configured contact. */
export const SITE_DEFAULTS = {
  home: SITE_HOME_DEFAULTS,
  ...SITE_PAGES_DEFAULTS,
} as SiteSections

export const siteSectionParamsSchema = z.object({
  section: z.enum(SITE_SECTIONS, { error: m.sectionInvalid }),
})

/**
 * PUT /site/{section}: the section's fields, whole. Checked by the route against that section's
 * schema (SITE_SECTION_SCHEMAS), so the error names the field of that section, not of a union.
 */
export const siteSectionBodySchema = z
  .looseObject({})
  .describe('Los campos de la sección, completos (ver homeSection, plansSection, …)')

/** An uploaded image as the site links it: both sizes are WebP, named by the hash of their bytes. */
export const siteImageSchema = z.object({
  id: idSchema,
  url: z.string(),
  small_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  small_width: z.number().int(),
  small_height: z.number().int(),
})
export type SiteImage = z.infer<typeof siteImageSchema>

const sectionsShape = {
  home: homeSectionSchema,
  plans: plansSectionSchema,
  // NOTE: read back leniently: a row saved before an instructor withdrew says `agreed: false`.
  instructors: z.object({
    intro: z.string(),
    members: z.array(instructorSchema.extend({ agreed: z.boolean() })),
  }),
  team: teamSectionSchema,
  associations: associationsSectionSchema,
  contact: contactSectionSchema,
}

/** A section as stored, checked again when read (a row that no longer fits reads as the default). */
export const STORED_SECTION_SCHEMAS = { ...SITE_SECTION_SCHEMAS, ...sectionsShape }

/** GET /public/site (anyone): every section, and the images they name, by id. */
export const publicSiteSchema = z.object({
  ...sectionsShape,
  // NOTE: as stored, already checked: plain text in the answer (the document says so too).
  contact: contactSectionSchema.extend({ phone: z.string(), whatsapp: z.string() }),
  images: z.record(z.string(), siteImageSchema),
})
export type PublicSite = z.infer<typeof publicSiteSchema>

/** GET /site (admins): the same, every instructor listed, and when each section was last saved. */
export const adminSiteSchema = publicSiteSchema.extend({
  updated_at: z.record(z.string(), dateTimeSchema.nullable()),
})
export type AdminSite = z.infer<typeof adminSiteSchema>
