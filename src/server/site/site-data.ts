// The public site's texts and lists (`site_content`, one row per section): read merged over the
// defaults so every answer is a complete site, and saved whole by an admin (audited). The public
// reading (`publicSite`) lists only the instructors who agreed to appear.
import { eq, inArray } from 'drizzle-orm'
import {
  SITE_DEFAULTS,
  SITE_SECTIONS,
  STORED_SECTION_SCHEMAS,
  type AdminSite,
  type PublicSite,
  type SiteSection,
  type SiteSections,
} from '#shared/contract/site.ts'
import { siteMessages as m } from '#shared/i18n/site.ts'
import type { Db } from '#server/db/client.ts'
import { siteContent, siteImages } from '#server/db/schema.ts'
import { HttpError } from '#server/http-error.ts'
import type { WriteContext, WriteResult } from '#server/writes.ts'
import { imagesByIds } from './site-images-data.ts'

const ENTITY = 'site_content'

type StoredSections = Omit<SiteSections, 'instructors'> & {
  instructors: PublicSite['instructors']
}

/** A stored section over its defaults; a row that no longer fits the contract reads as the default. */
function mergedSection<S extends SiteSection>(section: S, stored: unknown): StoredSections[S] {
  const defaults = SITE_DEFAULTS[section]
  if (!stored || typeof stored !== 'object') return defaults as StoredSections[S]
  const parsed = STORED_SECTION_SCHEMAS[section].safeParse({ ...defaults, ...stored })
  return (parsed.success ? parsed.data : defaults) as StoredSections[S]
}

async function readSections(db: Db) {
  const rows = await db.select().from(siteContent)
  const byName = new Map(rows.map((row) => [row.section, row]))
  const sections = Object.fromEntries(
    SITE_SECTIONS.map((section) => [section, mergedSection(section, byName.get(section)?.value)]),
  ) as StoredSections
  const updatedAt = Object.fromEntries(
    SITE_SECTIONS.map((section) => [
      section,
      byName.get(section)?.updated_at.toISOString() ?? null,
    ]),
  )
  return { sections, updatedAt }
}

/** Every image id a site's sections name. */
function imageIdsOf(sections: Pick<StoredSections, 'home' | 'instructors' | 'team'>): string[] {
  const ids = [
    sections.home.hero_image_id,
    ...sections.instructors.members.map((member) => member.photo_id),
    ...sections.team.members.map((member) => member.photo_id),
  ]
  return [...new Set(ids.filter((id): id is string => id !== null))]
}

/**
 * The site as visitors see it, usable without a request: every section merged over the defaults,
 * only the instructors who agreed (without their account id), and the images named.
 */
export async function publicSite(db: Db): Promise<PublicSite> {
  const { sections } = await readSections(db)
  const members = sections.instructors.members
    .filter((member) => member.agreed)
    .map((member) => ({ ...member, teacher_id: null }))
  const site = { ...sections, instructors: { ...sections.instructors, members } }
  return { ...site, images: await imagesByIds(db, imageIdsOf(site)) }
}

/** The site as the editor shows it: every instructor listed, and when each section was saved. */
export async function adminSite(db: Db): Promise<AdminSite> {
  const { sections, updatedAt } = await readSections(db)
  return { ...sections, images: await imagesByIds(db, imageIdsOf(sections)), updated_at: updatedAt }
}

async function checkImagesExist(db: Db, ids: string[]) {
  if (ids.length === 0) return
  const found = await db
    .select({ id: siteImages.id })
    .from(siteImages)
    .where(inArray(siteImages.id, ids))
  if (found.length !== ids.length) {
    throw new HttpError(400, 'VALIDATION_ERROR', { detail: m.imageInvalid })
  }
}

/** Saves one section whole (already checked against its schema), audited with its old value. */
export async function saveSection<S extends SiteSection>(
  { tx, actorId, audit }: WriteContext,
  section: S,
  value: SiteSections[S],
): Promise<WriteResult<AdminSite>> {
  const current = await readSections(tx)
  await checkImagesExist(tx, imageIdsOf({ ...current.sections, [section]: value }))
  const [before] = await tx.select().from(siteContent).where(eq(siteContent.section, section))
  const now = new Date()
  await tx
    .insert(siteContent)
    .values({ section, value, updated_at: now, updated_by: actorId })
    .onConflictDoUpdate({
      target: [siteContent.school_id, siteContent.section],
      set: { value, updated_at: now, updated_by: actorId },
    })
  await audit({
    action: before ? 'update' : 'create',
    entity: ENTITY,
    entityId: null,
    before: before ? { section, value: before.value } : null,
    after: { section, value },
  })
  return { status: 200, body: await adminSite(tx) }
}
