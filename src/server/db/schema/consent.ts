// Ley 21.719: the school's documents (terms, privacy policy, liability waiver, health-data and
// photo consent) as versions that are never edited in place; each guardian's signature of a
// version for a child, with what identifies it (time, address, user agent, the hash of the exact
// text); and the family's requests over its data (access, rectification, deletion, opposition,
// portability) with their legal deadline. The kinds are listed in src/shared/documents.ts.
import { boolean, date, index, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { at, createdAt, id, timestamps } from './columns.ts'
import { schoolColumn } from './schools.ts'
import { personColumn } from './people.ts'

export const documentKindEnum = pgEnum('document_kind', [
  'terms',
  'privacy',
  'waiver',
  'health_consent',
  'photo_consent',
])

/** One version of one of the school's documents: Markdown, in force from `valid_from`. */
export const schoolDocuments = pgTable(
  'school_documents',
  {
    school_id: schoolColumn(),
    id: id(),
    kind: documentKindEnum('kind').notNull(),
    title: text('title').notNull(),
    /** Markdown, as the admin wrote it; never changed once saved (a change is a new version). */
    body: text('body').notNull(),
    /** 'Vigente desde', a calendar day in Santiago. */
    valid_from: date('valid_from', { mode: 'string' }).notNull(),
    /** sha256 (hex) of `body`: what a signature names. */
    content_hash: text('content_hash').notNull(),
    created_by: personColumn('created_by'),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('school_documents_kind_from_uq').on(t.school_id, t.kind, t.valid_from)],
)

/**
 * A guardian's answer to one version of a document for one child: accepted, or refused (only
 * photo consent may be refused without consequence). Kept for as long as the child's data.
 */
export const documentSignatures = pgTable(
  'document_signatures',
  {
    school_id: schoolColumn(),
    id: id(),
    document_id: uuid('document_id')
      .notNull()
      .references(() => schoolDocuments.id),
    guardian_id: personColumn('guardian_id').notNull(),
    student_id: personColumn('student_id').notNull(),
    accepted: boolean('accepted').notNull(),
    /** The full name and RUT the guardian typed. */
    signer_name: text('signer_name').notNull(),
    signer_rut: text('signer_rut').notNull(),
    /** The version's hash as shown to the guardian (equal to the document's). */
    content_hash: text('content_hash').notNull(),
    ip: text('ip'),
    user_agent: text('user_agent'),
    signed_at: at('signed_at').notNull().defaultNow(),
  },
  (t) => [
    index('document_signatures_student_idx').on(t.school_id, t.student_id, t.signed_at),
    index('document_signatures_guardian_idx').on(t.school_id, t.guardian_id),
  ],
)

export const dataRequestKindEnum = pgEnum('data_request_kind', [
  'access',
  'rectification',
  'deletion',
  'opposition',
  'portability',
])
export const dataRequestStatusEnum = pgEnum('data_request_status', ['open', 'done', 'rejected'])

/** A family's request over its data, from the portal; admins answer it before `due_on`. */
export const dataRequests = pgTable(
  'data_requests',
  {
    school_id: schoolColumn(),
    id: id(),
    guardian_id: personColumn('guardian_id').notNull(),
    kind: dataRequestKindEnum('kind').notNull(),
    /** What the guardian wrote (what to correct, why they object…). */
    details: text('details').notNull().default(''),
    status: dataRequestStatusEnum('status').notNull().default('open'),
    /** The legal deadline to answer, a calendar day in Santiago. */
    due_on: date('due_on', { mode: 'string' }).notNull(),
    /** When the school used the one extension the law allows (due_on moved 30 days on). */
    extended_at: at('extended_at'),
    /** Why it needs more time, told to the guardian. */
    extension_reason: text('extension_reason'),
    /** The school's answer, told to the guardian. */
    answer: text('answer'),
    resolved_by: personColumn('resolved_by'),
    resolved_at: at('resolved_at'),
    ...timestamps(),
  },
  (t) => [
    index('data_requests_status_due_idx').on(t.school_id, t.status, t.due_on),
    index('data_requests_guardian_idx').on(t.school_id, t.guardian_id),
  ],
)
