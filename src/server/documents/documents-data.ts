// The school's documents (Ley 21.719): the version of each kind in force on a day. Versions are
// never edited in place; a new one counts from its 'vigente desde'.
import { and, desc, lte } from 'drizzle-orm'
import type { DocumentKind } from '#shared/documents.ts'
import { todayInSantiago } from '#shared/dates.ts'
import type { Db } from '#server/db/client.ts'
import { schoolDocuments } from '#server/db/schema.ts'

export type SchoolDocument = typeof schoolDocuments.$inferSelect

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
