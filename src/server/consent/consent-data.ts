// The guardian's signatures of the school's documents, per child (Ley 21.719): each child's
// answer to each kind's version in force (pending until that exact version is signed, so a new
// version asks again), signing in one transaction (stored with time, address, user agent and the
// version's hash; the children's sync rows touched so devices refresh their marks and cards), and
// what admins read of a student's signatures.
import { and, asc, desc, eq, getTableColumns, inArray, isNull, or } from 'drizzle-orm'
import { REFUSABLE, REQUIRED_TO_RIDE, type DocumentKind } from '#shared/documents.ts'
import type {
  ConsentDocument,
  ConsentStatus,
  PortalConsents,
  SignConsentsBody,
  StudentConsents,
} from '#shared/contract/consent.ts'
import { santiagoIso, todayInSantiago } from '#shared/dates.ts'
import { audit } from '#server/audit.ts'
import type { Db } from '#server/db/client.ts'
import { documentSignatures, emergencyCards, schoolDocuments, users } from '#server/db/schema.ts'
import { HttpError } from '#server/http-error.ts'
import { documentsInForce, type SchoolDocument } from '#server/documents/documents-data.ts'

/** What the stored user agent keeps (a browser's is a few hundred characters). */
const USER_AGENT_MAX = 500

export interface Child {
  id: string
  name: string
  last_name: string
}

/**
 * The children the guardian signs for: their active students, and themselves when they are a
 * student who pays for their own classes (as recognition counts them).
 */
export async function childrenOf(db: Db, guardianId: string): Promise<Child[]> {
  return db
    .select({ id: users.id, name: users.name, last_name: users.last_name })
    .from(users)
    .where(
      and(
        or(eq(users.supporter_id, guardianId), eq(users.id, guardianId)),
        eq(users.role, 'student'),
        eq(users.active, true),
        isNull(users.anonymized_at),
      ),
    )
    .orderBy(asc(users.name), asc(users.last_name), asc(users.id))
}

export const fullName = (person: { name: string; last_name: string }) =>
  `${person.name} ${person.last_name}`.trim()

function documentOf(doc: SchoolDocument): ConsentDocument {
  return {
    id: doc.id,
    kind: doc.kind,
    title: doc.title,
    body: doc.body,
    valid_from: doc.valid_from,
    content_hash: doc.content_hash,
    required_to_ride: REQUIRED_TO_RIDE.includes(doc.kind),
    refusable: REFUSABLE.includes(doc.kind),
  }
}

/** A stored signature and the kind of the version it answers. */
export type SignatureRow = typeof documentSignatures.$inferSelect & { kind: DocumentKind }

/** The latest signatures among `rows` (newest first), of each (student, document) and (student, kind). */
export interface LatestAnswers {
  byDocument: Map<string, SignatureRow>
  byKind: Map<string, SignatureRow>
}

export function latestAnswers(rows: SignatureRow[]): LatestAnswers {
  const byDocument = new Map<string, SignatureRow>()
  const byKind = new Map<string, SignatureRow>()
  for (const row of rows) {
    const key = `${row.student_id} ${row.document_id}`
    if (!byDocument.has(key)) byDocument.set(key, row)
    const kind = `${row.student_id} ${row.kind}`
    if (!byKind.has(kind)) byKind.set(kind, row)
  }
  return { byDocument, byKind }
}

/**
 * The child's answer to each version in force. A pending one whose kind the child's latest
 * answer accepted in an earlier version is `earlier_accepted`: a new version asks again.
 */
export function statusesOf(
  studentId: string,
  inForce: SchoolDocument[],
  signed: LatestAnswers,
): ConsentStatus[] {
  return inForce.map((doc) => {
    const signature = signed.byDocument.get(`${studentId} ${doc.id}`)
    if (!signature) {
      const earlier = signed.byKind.get(`${studentId} ${doc.kind}`)
      return {
        kind: doc.kind,
        state: 'pending',
        signed_at: null,
        earlier_accepted: earlier?.accepted === true,
      }
    }
    return {
      kind: doc.kind,
      state: signature.accepted ? 'accepted' : 'refused',
      signed_at: santiagoIso(signature.signed_at),
      earlier_accepted: false,
    }
  })
}

const KIND_ORDER: readonly DocumentKind[] = [
  'waiver',
  'health_consent',
  'photo_consent',
  'terms',
  'privacy',
]

/** The versions in force on `day`, in the order the guardian reads them (conditions first). */
export async function versionsInForce(db: Db, day: string): Promise<SchoolDocument[]> {
  const byKind = await documentsInForce(db, day)
  return KIND_ORDER.flatMap((kind) => {
    const doc = byKind.get(kind)
    return doc ? [doc] : []
  })
}

/** The signatures of `studentIds` with the kind each answers, newest first. */
export function signaturesOf(db: Db, studentIds: string[]): Promise<SignatureRow[]> {
  if (studentIds.length === 0) return Promise.resolve([])
  return db
    .select({ ...getTableColumns(documentSignatures), kind: schoolDocuments.kind })
    .from(documentSignatures)
    .innerJoin(schoolDocuments, eq(schoolDocuments.id, documentSignatures.document_id))
    .where(inArray(documentSignatures.student_id, studentIds))
    .orderBy(desc(documentSignatures.signed_at), desc(documentSignatures.id))
}

/** GET /portal/consents: the versions in force and each of the guardian's children's answers. */
export async function consentsOf(
  db: Db,
  guardianId: string,
  day: string = todayInSantiago(),
): Promise<PortalConsents> {
  const [inForce, children] = await Promise.all([
    versionsInForce(db, day),
    childrenOf(db, guardianId),
  ])
  const rows = await signaturesOf(
    db,
    children.map((child) => child.id),
  )
  const signed = latestAnswers(rows)
  const withSignatures = new Set(rows.map((row) => row.student_id))
  const answers = children.map((child) => ({
    id: child.id,
    name: fullName(child),
    statuses: statusesOf(child.id, inForce, signed),
    has_signatures: withSignatures.has(child.id),
  }))
  return {
    documents: inForce.map(documentOf),
    children: answers,
    pending: answers.reduce(
      (sum, child) => sum + child.statuses.filter((s) => s.state === 'pending').length,
      0,
    ),
  }
}

export interface Signing {
  guardianId: string
  body: SignConsentsBody & { signer_rut: string; signer_name: string }
  ip: string | null
  userAgent: string | null
  day?: string
}

/**
 * Stores the guardian's answers for each child named, in one transaction: refuses a refusal of a
 * kind that may not be refused (400), a RUT other than the guardian's own (400), a child not theirs
 * (404) and a version no longer in force (409). An answer the child already has for that version
 * is not stored again (a double tap stores once). Returns how many answers were stored.
 */
export async function signConsents(db: Db, signing: Signing): Promise<{ stored: number }> {
  const { guardianId, body } = signing
  for (const child of body.children) {
    for (const answer of child.answers) {
      if (!answer.accepted && !REFUSABLE.includes(answer.kind)) {
        throw new HttpError(400, 'CONSENT_REFUSAL_NOT_ALLOWED')
      }
    }
  }
  return db.transaction(async (tx) => {
    const [guardian] = await tx
      .select({ rut: users.rut })
      .from(users)
      .where(and(eq(users.id, guardianId), eq(users.active, true)))
    if (!guardian) throw new HttpError(401, 'PORTAL_PROOF_REQUIRED')
    if (!guardian.rut || guardian.rut !== body.signer_rut) {
      throw new HttpError(400, 'CONSENT_RUT_MISMATCH')
    }
    const mine = new Set((await childrenOf(tx, guardianId)).map((child) => child.id))
    const studentIds = body.children.map((child) => child.student_id)
    if (studentIds.some((id) => !mine.has(id))) throw new HttpError(404, 'CONSENT_STUDENT_UNKNOWN')

    const inForce = await documentsInForce(tx, signing.day ?? todayInSantiago())
    for (const child of body.children) {
      for (const answer of child.answers) {
        if (inForce.get(answer.kind)?.content_hash !== answer.content_hash) {
          throw new HttpError(409, 'DOCUMENT_VERSION_CHANGED')
        }
      }
    }

    // NOTE: the children's rows locked in id order: a double tap's second request waits here and
    // then finds the first one's signatures, so it stores nothing twice.
    await tx
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, studentIds))
      .orderBy(asc(users.id))
      .for('update')
    const documentIds = [...inForce.values()].map((doc) => doc.id)
    const existing = await tx
      .select({
        student_id: documentSignatures.student_id,
        document_id: documentSignatures.document_id,
      })
      .from(documentSignatures)
      .where(
        and(
          inArray(documentSignatures.student_id, studentIds),
          inArray(documentSignatures.document_id, documentIds),
        ),
      )
    const done = new Set(existing.map((row) => `${row.student_id} ${row.document_id}`))

    const userAgent = signing.userAgent?.slice(0, USER_AGENT_MAX) ?? null
    const rows = body.children.flatMap((child) =>
      child.answers.flatMap((answer) => {
        const doc = inForce.get(answer.kind)!
        if (done.has(`${child.student_id} ${doc.id}`)) return []
        return [
          {
            document_id: doc.id,
            guardian_id: guardianId,
            student_id: child.student_id,
            accepted: answer.accepted,
            signer_name: body.signer_name,
            signer_rut: body.signer_rut,
            content_hash: doc.content_hash,
            ip: signing.ip,
            user_agent: userAgent,
          },
        ]
      }),
    )
    if (rows.length === 0) return { stored: 0 }
    await tx.insert(documentSignatures).values(rows)

    // The children's sync versions move: devices refresh their roster marks and emergency cards.
    const signedIds = [...new Set(rows.map((row) => row.student_id))]
    const now = new Date()
    await tx.update(users).set({ updated_at: now }).where(inArray(users.id, signedIds))
    await tx
      .update(emergencyCards)
      .set({ updated_at: now })
      .where(inArray(emergencyCards.student_id, signedIds))
    for (const studentId of signedIds) {
      await audit(tx, {
        actorId: guardianId,
        action: 'sign_documents',
        entity: 'student',
        entityId: studentId,
        after: rows
          .filter((row) => row.student_id === studentId)
          .map((row) => ({ document_id: row.document_id, accepted: row.accepted })),
        ip: signing.ip,
      })
    }
    return { stored: rows.length }
  })
}

/** Whether `studentId` is one of the guardian's children (the portal's PDF). */
export async function isChildOf(db: Db, guardianId: string, studentId: string) {
  return (await childrenOf(db, guardianId)).some((child) => child.id === studentId)
}

/** Whether a student with `id` exists (the admin's reads answer 404 otherwise). */
async function studentExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'student')))
  return !!row
}

/** GET /students/{id}/consents: the child's answers to the versions in force and every signature. */
export async function studentConsents(
  db: Db,
  studentId: string,
  day: string = todayInSantiago(),
): Promise<StudentConsents> {
  if (!(await studentExists(db, studentId))) throw new HttpError(404, 'NOT_FOUND')
  const inForce = await versionsInForce(db, day)
  const inForceIds = new Set(inForce.map((doc) => doc.id))
  const rows = await db
    .select({
      signature: documentSignatures,
      document: {
        kind: schoolDocuments.kind,
        title: schoolDocuments.title,
        valid_from: schoolDocuments.valid_from,
      },
      guardian: { name: users.name, last_name: users.last_name },
    })
    .from(documentSignatures)
    .innerJoin(schoolDocuments, eq(schoolDocuments.id, documentSignatures.document_id))
    .innerJoin(users, eq(users.id, documentSignatures.guardian_id))
    .where(eq(documentSignatures.student_id, studentId))
    .orderBy(desc(documentSignatures.signed_at), desc(documentSignatures.id))
  return {
    statuses: statusesOf(
      studentId,
      inForce,
      latestAnswers(rows.map((row) => ({ ...row.signature, kind: row.document.kind }))),
    ),
    signatures: rows.map(({ signature, document, guardian }) => ({
      id: signature.id,
      kind: document.kind,
      title: document.title,
      valid_from: document.valid_from,
      accepted: signature.accepted,
      guardian: { id: signature.guardian_id, name: fullName(guardian) },
      signer_name: signature.signer_name,
      signer_rut: signature.signer_rut,
      content_hash: signature.content_hash,
      ip: signature.ip,
      user_agent: signature.user_agent,
      signed_at: santiagoIso(signature.signed_at),
      in_force: inForceIds.has(signature.document_id),
    })),
  }
}

export interface SignedDocument {
  kind: DocumentKind
  title: string
  body: string
  valid_from: string
  content_hash: string
  accepted: boolean
  signer_name: string
  signer_rut: string
  signed_at: Date
  in_force: boolean
}

/**
 * What the PDF of a child's signatures holds: the child and, per kind, the latest answer with the
 * exact text of the version it answered. Undefined when the student does not exist.
 */
export async function signedDocumentsOf(
  db: Db,
  studentId: string,
  day: string = todayInSantiago(),
): Promise<{ student: string; documents: SignedDocument[] } | undefined> {
  const [student] = await db
    .select({ name: users.name, last_name: users.last_name })
    .from(users)
    .where(and(eq(users.id, studentId), eq(users.role, 'student')))
  if (!student) return undefined
  const inForce = new Set([...(await documentsInForce(db, day)).values()].map((doc) => doc.id))
  const rows = await db
    .select({ signature: documentSignatures, document: schoolDocuments })
    .from(documentSignatures)
    .innerJoin(schoolDocuments, eq(schoolDocuments.id, documentSignatures.document_id))
    .where(eq(documentSignatures.student_id, studentId))
    .orderBy(desc(documentSignatures.signed_at), desc(documentSignatures.id))
  const seen = new Set<DocumentKind>()
  const documents: SignedDocument[] = []
  for (const { signature, document } of rows) {
    if (seen.has(document.kind)) continue
    seen.add(document.kind)
    documents.push({
      kind: document.kind,
      title: document.title,
      body: document.body,
      valid_from: document.valid_from,
      content_hash: signature.content_hash,
      accepted: signature.accepted,
      signer_name: signature.signer_name,
      signer_rut: signature.signer_rut,
      signed_at: signature.signed_at,
      in_force: inForce.has(document.id),
    })
  }
  documents.sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind))
  return { student: fullName(student), documents }
}

/** The guardian's name and e-mail (the copy of the PDF they get by e-mail). */
export async function guardianContactOf(db: Db, guardianId: string) {
  const [row] = await db
    .select({ name: users.name, last_name: users.last_name, email: users.email })
    .from(users)
    .where(eq(users.id, guardianId))
  return row ? { name: fullName(row), email: row.email } : undefined
}
