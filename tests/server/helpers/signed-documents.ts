// The school's documents and the guardians' signatures, written straight to the database for
// tests of what they unlock (health notes on cards, the roster's marks). A signature touches the
// child's `users` and `emergency_cards` rows in the same transaction, as the portal's signing
// does, so the child's sync version moves.
import { createHash } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { DocumentKind } from '#shared/documents.ts'
import type { Db } from '#server/db/client.ts'
import { documentSignatures, emergencyCards, schoolDocuments, users } from '#server/db/schema.ts'

/** A version of `kind` in force from `validFrom` ('YYYY-MM-DD'). */
export async function seedDocument(db: Db, kind: DocumentKind, validFrom: string) {
  const body = `# ${kind}\n\nVersión desde ${validFrom}.`
  const [row] = await db
    .insert(schoolDocuments)
    .values({
      kind,
      title: kind,
      body,
      valid_from: validFrom,
      content_hash: createHash('sha256').update(body).digest('hex'),
    })
    .returning()
  return row!
}

/** The guardian's answer to `document` for `studentId` (accepted unless told otherwise). */
export async function signDocument(
  db: Db,
  document: { id: string; content_hash: string },
  studentId: string,
  guardianId: string,
  accepted = true,
) {
  await db.transaction(async (tx) => {
    await tx.insert(documentSignatures).values({
      document_id: document.id,
      guardian_id: guardianId,
      student_id: studentId,
      accepted,
      signer_name: 'Ana Pérez',
      signer_rut: '12.345.678-5',
      content_hash: document.content_hash,
    })
    await tx
      .update(users)
      .set({ updated_at: sql`now()` })
      .where(eq(users.id, studentId))
    await tx
      .update(emergencyCards)
      .set({ updated_at: sql`now()` })
      .where(eq(emergencyCards.student_id, studentId))
  })
}
