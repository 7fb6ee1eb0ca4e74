// What the guardians' signatures mean for the field, per child: which documents the school
// requires to ride (REQUIRED_TO_RIDE) still lack an accepted signature of the version in force,
// and whether the child's health notes may leave the server (an accepted health consent, of the
// version in force). The sync pull and the emergency card ask here; the signing itself lives
// elsewhere.
import { createHash } from 'node:crypto'
import { and, desc, eq, inArray } from 'drizzle-orm'
import { REQUIRED_TO_RIDE, type DocumentKind } from '#shared/documents.ts'
import type { Db } from '#server/db/client.ts'
import { documentSignatures } from '#server/db/schema.ts'
import { documentsInForce, versionInForce } from './documents-data.ts'

/** The versions in force of the documents required to ride (a kind with none yet is left out). */
export interface RequiredVersions {
  versions: { kind: DocumentKind; id: string }[]
  /** A short fingerprint of `versions`: a device's pull notes it to see when one changes. */
  key: string
}

export async function requiredVersionsInForce(db: Db, day?: string): Promise<RequiredVersions> {
  const inForce = await documentsInForce(db, day)
  const versions = REQUIRED_TO_RIDE.flatMap((kind) => {
    const doc = inForce.get(kind)
    return doc ? [{ kind, id: doc.id }] : []
  })
  const text = versions.map((v) => `${v.kind}:${v.id}`).join(',')
  const key = createHash('sha256').update(text).digest('base64url').slice(0, 10)
  return { versions, key }
}

/**
 * Student id → the required kinds whose version in force the child lacks an accepted signature
 * of (the latest answer to that version counts). Children missing nothing are absent.
 */
export async function consentsMissing(
  db: Db,
  studentIds: readonly string[],
  required: RequiredVersions,
): Promise<Map<string, DocumentKind[]>> {
  const missing = new Map<string, DocumentKind[]>()
  if (studentIds.length === 0 || required.versions.length === 0) return missing
  const rows = await db
    .selectDistinctOn([documentSignatures.student_id, documentSignatures.document_id], {
      student_id: documentSignatures.student_id,
      document_id: documentSignatures.document_id,
      accepted: documentSignatures.accepted,
    })
    .from(documentSignatures)
    .where(
      and(
        inArray(
          documentSignatures.document_id,
          required.versions.map((v) => v.id),
        ),
        inArray(documentSignatures.student_id, [...studentIds]),
      ),
    )
    .orderBy(
      documentSignatures.student_id,
      documentSignatures.document_id,
      desc(documentSignatures.signed_at),
    )
  const signed = new Set(
    rows.filter((r) => r.accepted).map((r) => `${r.student_id}:${r.document_id}`),
  )
  for (const student of studentIds) {
    const kinds = required.versions
      .filter((v) => !signed.has(`${student}:${v.id}`))
      .map((v) => v.kind)
    if (kinds.length) missing.set(student, kinds)
  }
  return missing
}

/**
 * The students (of `studentIds`) whose guardian's latest answer to the version of the health
 * consent in force on `day` is an acceptance: only their health notes reach a device or a teacher.
 * A new version suspends what the old one released until it is signed too.
 */
export async function withHealthConsent(
  db: Db,
  studentIds: readonly string[],
  day?: string,
): Promise<Set<string>> {
  if (studentIds.length === 0) return new Set()
  const rows = await db
    .selectDistinctOn([documentSignatures.student_id], {
      student_id: documentSignatures.student_id,
      accepted: documentSignatures.accepted,
    })
    .from(documentSignatures)
    .where(
      and(
        eq(documentSignatures.document_id, versionInForce('health_consent', day)),
        inArray(documentSignatures.student_id, [...studentIds]),
      ),
    )
    .orderBy(documentSignatures.student_id, desc(documentSignatures.signed_at))
  return new Set(rows.filter((r) => r.accepted).map((r) => r.student_id))
}
