// Trial-class enquiries: storing one from the public site (as 'posible spam' past the flood
// thresholds, counted atomically in `login_throttle` so every instance counts the same), listing
// them for admins and moving one along its status or back from spam (audited).
import { desc, eq } from 'drizzle-orm'
import { ENQUIRY_LIST_LIMIT, type Enquiry, type EnquiryStatus } from '#shared/contract/enquiries.ts'
import { countOne } from '#server/plugins/login-throttle.ts'
import type { Db } from '#server/db/client.ts'
import { enquiries } from '#server/db/schema.ts'
import { HttpError } from '#server/http-error.ts'
import type { WriteContext, WriteResult } from '#server/writes.ts'

/** Requests an hour from one address kept as ordinary; the next ones are 'posible spam'. */
export const ENQUIRIES_PER_ADDRESS_HOUR = 3
/** Ordinary requests an hour from everyone; past it they are 'posible spam', never refused. */
export const ENQUIRIES_PER_HOUR = 100

type Row = typeof enquiries.$inferSelect

const toEnquiry = (row: Row): Enquiry => ({
  id: row.id,
  name: row.name,
  child_age: row.child_age,
  level: row.level as Enquiry['level'],
  phone: row.phone,
  message: row.message,
  status: row.status,
  spam: row.spam,
  created_at: row.created_at.toISOString(),
})

/**
 * Counts a request from `address` and says whether to keep it as 'posible spam'. Each count is
 * one upsert, so concurrent requests on any instance get exact counts; only requests that were
 * ordinary for their address count towards the hour's total, so a few addresses flooding cannot
 * push everyone else's requests into spam.
 */
export async function isPossibleSpam(db: Db, address: string): Promise<boolean> {
  const fromAddress = await countOne(db, 'enquiry-address', address)
  if (fromAddress.attempts > ENQUIRIES_PER_ADDRESS_HOUR) return true
  const ordinary = await countOne(db, 'enquiries', 'all')
  return ordinary.attempts > ENQUIRIES_PER_HOUR
}

export async function storeEnquiry(
  db: Db,
  values: Pick<Row, 'name' | 'child_age' | 'level' | 'phone' | 'message' | 'spam'>,
): Promise<void> {
  await db.insert(enquiries).values(values)
}

/** The newest ordinary requests and the newest 'posible spam', each up to the list's limit. */
export async function listEnquiries(db: Db): Promise<Enquiry[]> {
  const newest = (spam: boolean) =>
    db
      .select()
      .from(enquiries)
      .where(eq(enquiries.spam, spam))
      .orderBy(desc(enquiries.created_at), enquiries.id)
      .limit(ENQUIRY_LIST_LIMIT)
  const rows = [...(await newest(false)), ...(await newest(true))]
  rows.sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || a.id.localeCompare(b.id))
  return rows.map(toEnquiry)
}

async function changeEnquiry(
  { tx, audit }: WriteContext,
  id: string,
  change: { status: EnquiryStatus } | { spam: false },
): Promise<WriteResult<Enquiry>> {
  const [before] = await tx.select().from(enquiries).where(eq(enquiries.id, id)).for('update')
  if (!before) throw new HttpError(404, 'NOT_FOUND')
  const [after] = await tx
    .update(enquiries)
    .set({ ...change, updated_at: new Date() })
    .where(eq(enquiries.id, id))
    .returning()
  const was = 'status' in change ? { status: before.status } : { spam: before.spam }
  await audit({ action: 'update', entity: 'enquiry', entityId: id, before: was, after: change })
  return { status: 200, body: toEnquiry(after!) }
}

export const setEnquiryStatus = (ctx: WriteContext, id: string, status: EnquiryStatus) =>
  changeEnquiry(ctx, id, { status })

/** 'No es spam': the request joins the ordinary list. */
export const markNotSpam = (ctx: WriteContext, id: string) =>
  changeEnquiry(ctx, id, { spam: false })
