// The guardian's signature of the school's documents, per child (Ley 21.719): what the recognised
// guardian reads and answers on the portal (GET and POST /portal/consents), and what admins read
// of a student's signatures (GET /students/{id}/consents). Which kinds may be refused and which
// are the school's condition to ride: src/shared/documents.ts.
import { z } from 'zod'
import { DOCUMENT_KINDS } from '../documents.ts'
import { validationMessages as m } from '../i18n/validation.ts'
import { dateTimeSchema, idSchema, personRefSchema, portalRutSchema, textSchema } from './common.ts'
import { reminderChannelSchema } from './reminders.ts'

export const documentKindSchema = z.enum(DOCUMENT_KINDS)

/** sha256 of a version's body, as 64 lower-case hex digits. */
export const contentHashSchema = z
  .string()
  .trim()
  .regex(/^[0-9a-f]{64}$/, { error: m.contentHashInvalid })

/** A version in force of one of the school's documents, as the guardian reads it. */
export const consentDocumentSchema = z.object({
  id: idSchema,
  kind: documentKindSchema,
  title: z.string(),
  /** Markdown, exactly as signed (its sha256 is `content_hash`). */
  body: z.string(),
  /** 'Vigente desde', 'YYYY-MM-DD'. */
  valid_from: z.string(),
  content_hash: z.string(),
  /** Without it, accepted, the child does not ride (the school's condition). */
  required_to_ride: z.boolean(),
  /** May be refused without consequence (photos and videos). */
  refusable: z.boolean(),
})
export type ConsentDocument = z.infer<typeof consentDocumentSchema>

export const CONSENT_STATES = ['pending', 'accepted', 'refused'] as const

/** A child's answer to the version in force of one kind: pending until signed for that version. */
export const consentStatusSchema = z.object({
  kind: documentKindSchema,
  state: z.enum(CONSENT_STATES),
  /** When the version in force was signed for the child (Santiago's offset); null when pending. */
  signed_at: dateTimeSchema.nullable(),
  /**
   * Pending because a new version replaced one the child's guardian had accepted (for the health
   * consent: teachers no longer see the health notes until this one is signed).
   */
  earlier_accepted: z.boolean(),
})
export type ConsentStatus = z.infer<typeof consentStatusSchema>

/** GET /portal/consents: the versions in force and each child's answers to them. */
export const portalConsentsSchema = z.object({
  documents: z.array(consentDocumentSchema),
  children: z.array(
    z.object({
      id: idSchema,
      name: z.string(),
      statuses: z.array(consentStatusSchema),
      /** Whether this child has a signature of any version (a PDF to download). */
      has_signatures: z.boolean(),
    }),
  ),
  /** How many (child, document) answers the guardian still owes. */
  pending: z.number().int(),
})
export type PortalConsents = z.infer<typeof portalConsentsSchema>

export const MAX_CHILDREN_PER_SIGNATURE = 20

/** POST /portal/consents: the guardian's answers for one or several children, one signature. */
export const signConsentsBodySchema = z.strictObject({
  /** The full name the guardian typed. */
  signer_name: textSchema({ max: 200, required: m.signerNameRequired }).refine(
    (name) => name.length < 3 || name.split(/\s+/).length >= 2,
    { error: m.signerNameFull },
  ),
  /** The RUT the guardian typed: must be their own. */
  signer_rut: portalRutSchema,
  children: z
    .array(
      z.strictObject({
        student_id: idSchema,
        answers: z
          .array(
            z.strictObject({
              kind: documentKindSchema,
              /** The hash of the version the guardian read: 409 when it is no longer in force. */
              content_hash: contentHashSchema,
              accepted: z.boolean(),
            }),
          )
          .min(1)
          .max(DOCUMENT_KINDS.length)
          .refine((answers) => new Set(answers.map((a) => a.kind)).size === answers.length, {
            error: m.consentKindRepeated,
          }),
      }),
    )
    .min(1)
    .max(MAX_CHILDREN_PER_SIGNATURE)
    .refine((children) => new Set(children.map((c) => c.student_id)).size === children.length, {
      error: m.consentChildRepeated,
    }),
})
export type SignConsentsBody = z.input<typeof signConsentsBodySchema>

/** What signing answers: how many answers were stored now (0 for a repeat) and the new state. */
export const signedConsentsSchema = z.object({
  stored: z.number().int(),
  consents: portalConsentsSchema,
})
export type SignedConsents = z.infer<typeof signedConsentsSchema>

/** GET /portal/consents/pdf?student_id= (and the admin's PDF). */
export const consentPdfQuerySchema = z.object({ student_id: idSchema })

/** One stored signature, as admins read it (everything that identifies it). */
export const documentSignatureSchema = z.object({
  id: idSchema,
  kind: documentKindSchema,
  title: z.string(),
  valid_from: z.string(),
  accepted: z.boolean(),
  guardian: z.object({ id: idSchema, name: z.string() }),
  signer_name: z.string(),
  signer_rut: z.string(),
  content_hash: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  signed_at: dateTimeSchema,
  /** Whether the version signed is the one in force today. */
  in_force: z.boolean(),
})
export type DocumentSignature = z.infer<typeof documentSignatureSchema>

/** GET /students/{id}/consents: the child's answers to the versions in force and every signature. */
export const studentConsentsSchema = z.object({
  statuses: z.array(consentStatusSchema),
  signatures: z.array(documentSignatureSchema),
})
export type StudentConsents = z.infer<typeof studentConsentsSchema>

/** One family's answers, as admins follow them: the guardian, how to reach them, each child. */
export const familyConsentsSchema = z.object({
  guardian: personRefSchema,
  /** Stored form '+569XXXXXXXX', or null when the guardian has none. */
  phone: z.string().nullable(),
  email: z.string().nullable(),
  children: z.array(
    z.object({ id: idSchema, name: z.string(), statuses: z.array(consentStatusSchema) }),
  ),
  /** How many (child, document) answers the family still owes. */
  pending: z.number().int(),
  /** Whether a child lacks an accepted document the school requires to ride. */
  missing_to_ride: z.boolean(),
  /** When the school last sent this guardian the link to sign (either channel). */
  last_link_at: dateTimeSchema.nullable(),
})
export type FamilyConsents = z.infer<typeof familyConsentsSchema>

/** GET /reminders/consents: every family with an active child, those owing answers first. */
export const familiesConsentsSchema = z.object({
  /** False when the server has no SMTP_URL: links go by WhatsApp only. */
  email_available: z.boolean(),
  families: z.array(familyConsentsSchema),
})
export type FamiliesConsents = z.infer<typeof familiesConsentsSchema>

/** POST /reminders/consents/send: the link to sign, to one guardian. */
export const consentLinkBodySchema = z.strictObject({
  guardian_id: idSchema,
  channel: reminderChannelSchema,
})
export type ConsentLinkBody = z.input<typeof consentLinkBodySchema>

/** The link went out by e-mail, or `whatsapp_url` is the chat to open with it typed in. */
export const consentLinkSentSchema = z.object({
  sent_at: dateTimeSchema,
  whatsapp_url: z.string().nullable(),
})
export type ConsentLinkSent = z.infer<typeof consentLinkSentSchema>
