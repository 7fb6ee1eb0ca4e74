// The school's documents (Ley 21.719): each kind as versions in Markdown, in force from their
// 'vigente desde' and never edited in place. Admins list every version and add new ones; anyone
// reads the version in force of a kind (the public /terms and /privacy pages, the signing page).
import { z } from 'zod'
import { DOCUMENT_KINDS } from '../documents.ts'
import { todayInSantiago } from '../dates.ts'
import { documentMessages as d } from '../i18n/documents.ts'
import { dateTimeSchema, idSchema, isoDateSchema, personRefSchema, textSchema } from './common.ts'

export const DOCUMENT_TITLE_MAX = 120
/** About 15 pages of prose: more than any of the school's documents needs. */
export const DOCUMENT_BODY_MAX = 40_000

export const documentKindSchema = z.enum(DOCUMENT_KINDS, { error: d.kindInvalid })

/** POST /documents (admins): a new version, in force from `valid_from` (today or later). */
export const documentVersionBodySchema = z.strictObject({
  kind: documentKindSchema,
  title: textSchema({ max: DOCUMENT_TITLE_MAX, required: d.titleRequired }),
  body: z
    .string()
    .max(DOCUMENT_BODY_MAX, { error: d.bodyTooLong(DOCUMENT_BODY_MAX) })
    .pipe(textSchema({ max: DOCUMENT_BODY_MAX, required: d.bodyRequired, multiline: true })),
  valid_from: isoDateSchema.refine((day) => day >= todayInSantiago(), {
    error: d.validFromPast,
  }),
})
export type DocumentVersionBody = z.input<typeof documentVersionBodySchema>

/** Where a version stands today: in force, to come (a later 'vigente desde'), or replaced. */
export const DOCUMENT_VERSION_STATES = ['in_force', 'scheduled', 'replaced'] as const
export type DocumentVersionState = (typeof DOCUMENT_VERSION_STATES)[number]

/** GET /documents (admins): every version of every kind. */
export const documentVersionSchema = z.object({
  id: idSchema,
  kind: documentKindSchema,
  title: z.string(),
  /** Markdown, exactly as saved. */
  body: z.string(),
  /** 'YYYY-MM-DD' */
  valid_from: z.string(),
  /** sha256 (hex) of `body`: what a guardian's signature names. */
  content_hash: z.string(),
  state: z.enum(DOCUMENT_VERSION_STATES),
  created_by: personRefSchema.nullable(),
  created_at: dateTimeSchema,
})
export type DocumentVersion = z.infer<typeof documentVersionSchema>

/** GET /public/documents/{kind} (anyone): the version in force, nothing about who wrote it. */
export const publicDocumentSchema = z.object({
  kind: documentKindSchema,
  title: z.string(),
  body: z.string(),
  valid_from: z.string(),
  content_hash: z.string(),
})
export type PublicDocument = z.infer<typeof publicDocumentSchema>

export const documentKindParamsSchema = z.object({ kind: documentKindSchema })
