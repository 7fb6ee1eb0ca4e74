// Trial-class enquiries: storing one from the public site (as 'posible spam' past the flood
// thresholds, counted atomically in `login_throttle` so every instance counts the same), listing
// them for admins and moving one along its status or back from spam (audited). The group a
// request names comes as its public slug; whether it lands on the waiting list is decided here.
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { ENQUIRY_LIST_LIMIT, type Enquiry, type EnquiryStatus } from '#shared/contract/enquiries.ts'
import { countOne } from '#server/plugins/login-throttle.ts'
import type { Db } from '#server/db/client.ts'
import { publishedGroupId } from '#server/schedule/schedule-data.ts'
import { enquiries, groups } from '#server/db/schema.ts'
import { HttpError } from '#server/http-error.ts'
import type { WriteContext, WriteResult } from '#server/writes.ts'
import { isGroupFull, waitingLines, type LineInfo } from './waitlist-data.ts'

/** Requests an hour from one address kept as ordinary; the next ones are 'posible spam'. */
export const ENQUIRIES_PER_ADDRESS_HOUR = 3
/** Ordinary requests an hour from everyone; past it they are 'posible spam', never refused. */
export const ENQUIRIES_PER_HOUR = 100

type Row = typeof enquiries.$inferSelect
type GroupInfo = NonNullable<Enquiry['group']>

const NO_LINE: LineInfo = { positions: new Map(), nextToOffer: new Set() }

const toEnquiry = (row: Row, group: GroupInfo | null, line: LineInfo = NO_LINE): Enquiry => ({
  id: row.id,
  name: row.name,
  child_age: row.child_age,
  level: row.level as Enquiry['level'],
  phone: row.phone,
  email: row.email,
  message: row.message,
  status: row.status,
  spam: row.spam,
  created_at: row.created_at.toISOString(),
  group,
  waitlist: row.waitlist,
  waitlist_position: line.positions.get(row.id) ?? null,
  student_id: row.student_id,
  offer_status: row.offer_status,
  offer_expires_at: row.offer_expires_at?.toISOString() ?? null,
  next_to_offer: line.nextToOffer.has(row.id),
})

const groupInfoColumns = {
  id: groups.id,
  name: groups.name,
  age_min: groups.age_min,
  age_max: groups.age_max,
}

async function groupsById(db: Db, ids: readonly (string | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))]
  const rows = wanted.length
    ? await db.select(groupInfoColumns).from(groups).where(inArray(groups.id, wanted))
    : []
  return new Map(rows.map((g) => [g.id, g]))
}

/** The enquiries as the admins' list shows them, each with its group and place in line. */
export async function presentEnquiries(db: Db, rows: Row[], now = new Date()): Promise<Enquiry[]> {
  const byId = await groupsById(
    db,
    rows.map((r) => r.group_id),
  )
  const line = rows.some((r) => r.waitlist) ? await waitingLines(db, now) : NO_LINE
  return rows.map((r) => toEnquiry(r, (r.group_id && byId.get(r.group_id)) || null, line))
}

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

export interface NewEnquiry extends Pick<
  Row,
  'name' | 'child_age' | 'level' | 'phone' | 'message' | 'spam'
> {
  email?: string | undefined
  group?: string | undefined
  waitlist?: boolean | undefined
}

/**
 * Stores a request. A group slug nobody holds (an old link) is left out rather than refused; the
 * waiting list is the group's when it has no free place, whatever the form said.
 */
export async function storeEnquiry(db: Db, values: NewEnquiry): Promise<void> {
  const { group, waitlist: _asked, email, ...rest } = values
  const groupId = group ? await publishedGroupId(db, group) : null
  const waitlist = groupId ? await isGroupFull(db, groupId) : false
  await db.insert(enquiries).values({ ...rest, email: email || null, group_id: groupId, waitlist })
}

/** How many ordinary requests have this status (the staff menu's badge). */
export async function countEnquiries(db: Db, status: EnquiryStatus): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(enquiries)
    .where(and(eq(enquiries.status, status), eq(enquiries.spam, false)))
  return row?.n ?? 0
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
  return presentEnquiries(db, rows)
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
  return { status: 200, body: (await presentEnquiries(tx, [after!]))[0]! }
}

export const setEnquiryStatus = (ctx: WriteContext, id: string, status: EnquiryStatus) =>
  changeEnquiry(ctx, id, { status })

/** 'No es spam': the request joins the ordinary list. */
export const markNotSpam = (ctx: WriteContext, id: string) =>
  changeEnquiry(ctx, id, { spam: false })
