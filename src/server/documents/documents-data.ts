// The school's documents (Ley 21.719): the version of each kind in force on a day, every version
// for admins, and a new version (audited). Versions are never edited in place; a new one counts
// from its 'vigente desde', and its sha256 is what a guardian's signature names.
import { createHash } from 'node:crypto'
import { and, asc, desc, eq, lte, sql, type SQL } from 'drizzle-orm'
import type { DocumentVersion, DocumentVersionState } from '#shared/contract/documents.ts'
import { DOCUMENT_KINDS, DOCUMENT_NAMES, type DocumentKind } from '#shared/documents.ts'
import { documentMessages } from '#shared/i18n/documents.ts'
import { todayInSantiago } from '#shared/dates.ts'
import type { Db } from '#server/db/client.ts'
import { personRef } from '#server/db/person-ref.ts'
import { schoolDocuments, users } from '#server/db/schema.ts'
import { HttpError } from '#server/http-error.ts'
import type { WriteContext, WriteResult } from '#server/writes.ts'

export type SchoolDocument = typeof schoolDocuments.$inferSelect

const ENTITY = 'school_document'

/** sha256 (hex) of a version's Markdown, as stored: what a signature names. */
export function documentHash(body: string): string {
  return createHash('sha256').update(body, 'utf8').digest('hex')
}

/** Each kind's version in force on `day` (a kind with none yet is absent). */
export async function documentsInForce(
  db: Db,
  day: string = todayInSantiago(),
): Promise<Map<DocumentKind, SchoolDocument>> {
  const rows = await db
    .selectDistinctOn([schoolDocuments.kind])
    .from(schoolDocuments)
    .where(and(lte(schoolDocuments.valid_from, day)))
    .orderBy(schoolDocuments.kind, desc(schoolDocuments.valid_from))
  return new Map(rows.map((row) => [row.kind, row]))
}

/**
 * The id of the version of `kind` in force on `day`, as a subquery (null when none has started
 * yet): what a signature must name to count, inside the statement that asks.
 */
export function versionInForce(kind: DocumentKind, day: string = todayInSantiago()): SQL<string> {
  return sql<string>`(select ${schoolDocuments.id} from ${schoolDocuments}
    where ${schoolDocuments.kind} = ${kind} and ${schoolDocuments.valid_from} <= ${day}
    order by ${schoolDocuments.valid_from} desc limit 1)`
}

/** The version of `kind` in force on `day`, or null when none has started yet. */
export async function documentInForce(
  db: Db,
  kind: DocumentKind,
  day: string = todayInSantiago(),
): Promise<SchoolDocument | null> {
  const [row] = await db
    .select()
    .from(schoolDocuments)
    .where(and(eq(schoolDocuments.kind, kind), lte(schoolDocuments.valid_from, day)))
    .orderBy(desc(schoolDocuments.valid_from))
    .limit(1)
  return row ?? null
}

/** Every version of every kind: kinds in their usual order, the latest 'vigente desde' first. */
export async function listDocumentVersions(
  db: Db,
  day: string = todayInSantiago(),
): Promise<DocumentVersion[]> {
  const rows = await db
    .select({ document: schoolDocuments, author: personRef(users) })
    .from(schoolDocuments)
    .leftJoin(users, eq(users.id, schoolDocuments.created_by))
    .orderBy(asc(schoolDocuments.kind), desc(schoolDocuments.valid_from))
  const inForce = await documentsInForce(db, day)
  const stateOf = (row: SchoolDocument): DocumentVersionState => {
    if (row.valid_from > day) return 'scheduled'
    return inForce.get(row.kind)?.id === row.id ? 'in_force' : 'replaced'
  }
  const order = (kind: DocumentKind) => DOCUMENT_KINDS.indexOf(kind)
  return rows
    .sort((a, b) => order(a.document.kind) - order(b.document.kind))
    .map(({ document, author }) => ({
      id: document.id,
      kind: document.kind,
      title: document.title,
      body: document.body,
      valid_from: document.valid_from,
      content_hash: document.content_hash,
      state: stateOf(document),
      created_by: author,
      created_at: document.created_at.toISOString(),
    }))
}

/**
 * Adds a version of a document, in force from `valid_from`. A kind holds one version per day: a
 * second one on the same day is refused (409), since a saved version is never changed.
 */
export async function createDocumentVersion(
  { tx, actorId, audit }: WriteContext,
  version: { kind: DocumentKind; title: string; body: string; valid_from: string },
): Promise<WriteResult<DocumentVersion>> {
  const content_hash = documentHash(version.body)
  const [row] = await tx
    .insert(schoolDocuments)
    .values({ ...version, content_hash, created_by: actorId })
    .onConflictDoNothing({
      target: [schoolDocuments.school_id, schoolDocuments.kind, schoolDocuments.valid_from],
    })
    .returning()
  if (!row) {
    throw new HttpError(409, 'CONFLICT', {
      detail: documentMessages.dayTaken(DOCUMENT_NAMES[version.kind], version.valid_from),
    })
  }
  await audit({
    action: 'create',
    entity: ENTITY,
    entityId: row.id,
    before: null,
    after: { kind: row.kind, title: row.title, valid_from: row.valid_from, content_hash },
  })
  const [created] = (await listDocumentVersions(tx)).filter((v) => v.id === row.id)
  return { status: 201, body: created! }
}
