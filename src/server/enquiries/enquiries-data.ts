// Trial-class enquiries: storing one from the public site, listing them for admins and moving one
// along its status (audited).
import { count, desc, eq, gte } from 'drizzle-orm'
import type { Enquiry, EnquiryStatus } from '#shared/contract/enquiries.ts'
import type { Db } from '#server/db/client.ts'
import { enquiries } from '#server/db/schema.ts'
import { HttpError } from '#server/http-error.ts'
import type { WriteContext, WriteResult } from '#server/writes.ts'

/** The admins' list shows the newest this many. */
export const ENQUIRY_LIST_LIMIT = 500

type Row = typeof enquiries.$inferSelect

const toEnquiry = (row: Row): Enquiry => ({
  id: row.id,
  name: row.name,
  child_age: row.child_age,
  level: row.level as Enquiry['level'],
  phone: row.phone,
  message: row.message,
  status: row.status,
  created_at: row.created_at.toISOString(),
})

export async function enquiriesSince(db: Db, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(enquiries)
    .where(gte(enquiries.created_at, since))
  return row?.n ?? 0
}

export async function storeEnquiry(
  db: Db,
  values: Pick<Row, 'name' | 'child_age' | 'level' | 'phone' | 'message'>,
): Promise<void> {
  await db.insert(enquiries).values(values)
}

export async function listEnquiries(db: Db): Promise<Enquiry[]> {
  const rows = await db
    .select()
    .from(enquiries)
    .orderBy(desc(enquiries.created_at), enquiries.id)
    .limit(ENQUIRY_LIST_LIMIT)
  return rows.map(toEnquiry)
}

export async function setEnquiryStatus(
  { tx, audit }: WriteContext,
  id: string,
  status: EnquiryStatus,
): Promise<WriteResult<Enquiry>> {
  const [before] = await tx.select().from(enquiries).where(eq(enquiries.id, id)).for('update')
  if (!before) throw new HttpError(404, 'NOT_FOUND')
  const [after] = await tx
    .update(enquiries)
    .set({ status, updated_at: new Date() })
    .where(eq(enquiries.id, id))
    .returning()
  await audit({
    action: 'update',
    entity: 'enquiry',
    entityId: id,
    before: { status: before.status },
    after: { status },
  })
  return { status: 200, body: toEnquiry(after!) }
}
