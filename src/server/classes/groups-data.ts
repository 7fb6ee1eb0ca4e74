// Reads and writes of groups themselves: the list, one group with its people and sessions, and
// creating / soft-deleting a group. Assignments live in group-members-data.ts.
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { defaultValidFrom } from '#shared/billing/price-in-force.ts'
import {
  agesInOrder,
  type Group,
  type GroupDetail,
  type groupCreateBodySchema,
  type groupUpdateBodySchema,
} from '#shared/contract/groups.ts'
import { validationMessages } from '#shared/i18n/validation.ts'
import { classMessages } from '#shared/i18n/classes.ts'
import { sortByFullName, sortByTitle } from '#shared/name-order.ts'
import { parseRrule } from '#shared/rrule.ts'
import type { Db } from '#server/db/client.ts'
import { jsonList, jsonLists, readJsonList } from '#server/db/json-rows.ts'
import { personWithEmail } from '#server/db/person-ref.ts'
import { classSessions, groups, groupStudents, groupTeachers, users } from '#server/db/schema.ts'
import type { WriteContext, WriteResult } from '#server/writes.ts'
import { HttpError } from '#server/http-error.ts'
import { groupPriceToday, loadGroupPrices, saveGroupPrice } from './group-prices-data.ts'
import { notFound } from './people-check.ts'

export const groupColumns = {
  id: groups.id,
  name: groups.name,
  description: groups.description,
  location: groups.location,
  start_date: groups.start_date,
  end_date: groups.end_date,
  rrule: groups.rrule,
}
type GroupRow = Omit<Group, 'price_per_session'>

/** What the public schedule shows of a group besides its name and schedule (admins edit it). */
export const groupPublicColumns = {
  map_url: groups.map_url,
  level: groups.level,
  age_min: groups.age_min,
  age_max: groups.age_max,
  capacity: groups.capacity,
  published: groups.published,
}
const detailColumns = { ...groupColumns, ...groupPublicColumns }
type DetailRow = GroupRow & Pick<GroupDetail, keyof typeof groupPublicColumns>

const live = (id: string) => and(eq(groups.id, id), isNull(groups.deleted_at))

export async function listGroups(db: Db): Promise<Group[]> {
  const rows = await db.select(groupColumns).from(groups).where(isNull(groups.deleted_at))
  const prices = await loadGroupPrices(db)
  return sortByTitle(
    rows.map((row) => ({
      ...row,
      price_per_session: groupPriceToday(prices.get(row.id)).price_per_session,
    })),
  )
}

/** Whether a group exists and is not deleted (the guard of every group write). */
export async function requireLiveGroup(db: Db, id: string): Promise<void> {
  const [row] = await db.select({ id: groups.id }).from(groups).where(live(id))
  if (!row) throw notFound(classMessages.groupNotFound)
}

const teacherColumns = personWithEmail(users)
const studentColumns = { ...teacherColumns, rut: users.rut }
const sessionColumns = {
  id: classSessions.id,
  name: classSessions.name,
  session_date: classSessions.session_date,
  class_type: classSessions.class_type,
}
type Teacher = GroupDetail['teachers'][number]
type Student = GroupDetail['students'][number]
type GroupSession = GroupDetail['class_sessions'][number]

export async function getGroupDetail(db: Db, id: string): Promise<GroupDetail | null> {
  // ONE statement whatever the size of the group (each list is indexed); the people are the
  // active ones only.
  const [groupCells, teacherCells, studentCells, sessionCells] = await jsonLists(db, [
    jsonList(detailColumns, sql`from ${groups} where ${live(id)}`),
    jsonList(
      teacherColumns,
      sql`from ${groupTeachers} inner join ${users} on ${users.id} = ${groupTeachers.teacher_id}
        where ${and(eq(groupTeachers.group_id, id), isNull(groupTeachers.deleted_at), eq(users.active, true))}`,
    ),
    jsonList(
      studentColumns,
      sql`from ${groupStudents} inner join ${users} on ${users.id} = ${groupStudents.student_id}
        where ${and(eq(groupStudents.group_id, id), isNull(groupStudents.deleted_at), eq(users.active, true))}`,
    ),
    jsonList(
      sessionColumns,
      sql`from ${classSessions} where ${and(eq(classSessions.group_id, id), isNull(classSessions.deleted_at))}`,
      sql`${classSessions.session_date} desc, ${classSessions.id} desc`,
    ),
  ])
  const [group] = readJsonList<DetailRow>(detailColumns, groupCells!)
  if (!group) return null
  const prices = (await loadGroupPrices(db, [id])).get(id)
  const schedule = parseRrule(group.rrule)
  const sessions = readJsonList<GroupSession>(sessionColumns, sessionCells!)
  return {
    ...group,
    ...groupPriceToday(prices),
    days: schedule?.days ?? [],
    time: schedule?.time ?? null,
    teachers: sortByFullName(readJsonList<Teacher>(teacherColumns, teacherCells!)),
    students: sortByFullName(readJsonList<Student>(studentColumns, studentCells!)),
    // json gives the database's timestamp text; the API's form is toISOString's.
    class_sessions: sessions.map((s) => ({
      ...s,
      session_date: new Date(s.session_date).toISOString(),
    })),
  }
}

export async function createGroup(
  ctx: WriteContext,
  body: z.output<typeof groupCreateBodySchema>,
): Promise<WriteResult<Group>> {
  const { tx, audit } = ctx
  const { price_per_session, price_exempt, ...values } = body
  const [row] = await tx.insert(groups).values(values).returning(detailColumns)
  const group = { ...row!, price_per_session }
  await audit({ action: 'group.create', entity: 'group', entityId: row!.id, after: group })
  if (price_per_session !== null) {
    await saveGroupPrice(ctx, row!.id, price_per_session, undefined, price_exempt)
  }
  return { status: 201, body: group }
}

/**
 * Changes any of a group's fields; a new price applies from its `valid_from` (default: the 1st
 * of next month). Answers the group as GET /groups/{id} shows it.
 */
export async function updateGroup(
  ctx: WriteContext,
  id: string,
  body: z.output<typeof groupUpdateBodySchema>,
): Promise<WriteResult<GroupDetail>> {
  const { tx, audit } = ctx
  const { price_per_session, price_exempt, valid_from, description, location, ...fields } = body
  const [before] = await tx.select(detailColumns).from(groups).where(live(id)).for('update')
  if (!before) throw notFound(classMessages.groupNotFound)
  // A field left out keeps what is stored (older clients send none of the public ones).
  const changes = {
    ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
    ...(description === undefined ? {} : { description: description || null }),
    ...(location === undefined ? {} : { location: location || null }),
  } as Partial<DetailRow>
  const after = { ...before, ...changes }
  if (after.end_date !== null && after.end_date < after.start_date) {
    throw new HttpError(400, 'VALIDATION_ERROR', { detail: validationMessages.endBeforeStart })
  }
  if (!agesInOrder(after)) {
    throw new HttpError(400, 'VALIDATION_ERROR', { detail: validationMessages.ageRangeInvalid })
  }
  // NOTE: the row is written even for a price-only change: its sync version moves, so the
  // offline app hears of a price that applies from today.
  await tx
    .update(groups)
    .set({ ...changes, updated_at: new Date() })
    .where(eq(groups.id, id))
  if (Object.keys(changes).length > 0) {
    await audit({ action: 'group.update', entity: 'group', entityId: id, before, after })
  }
  if (price_per_session !== undefined) {
    const from = valid_from ?? defaultValidFrom()
    await saveGroupPrice(ctx, id, price_per_session, from, price_exempt)
  }
  const detail = await getGroupDetail(tx, id)
  return { status: 200, body: detail! }
}

/** Soft delete; deleting an already-deleted group answers 204 again. */
export async function deleteGroup(
  { tx, audit }: WriteContext,
  id: string,
): Promise<WriteResult<null>> {
  const now = new Date()
  const [row] = await tx
    .update(groups)
    .set({ deleted_at: now, updated_at: now })
    .where(live(id))
    .returning(groupColumns)
  if (row) {
    await audit({
      action: 'group.delete',
      entity: 'group',
      entityId: id,
      before: row,
      after: { ...row, deleted_at: now.toISOString() },
    })
    return { status: 204, body: null }
  }
  const [gone] = await tx.select({ id: groups.id }).from(groups).where(eq(groups.id, id))
  if (!gone) throw notFound(classMessages.groupNotFound)
  return { status: 204, body: null }
}
