// The school's own holidays: listing them (all staff), adding one (one a day) and removing one,
// both audited in the write's transaction.
import { asc, eq } from 'drizzle-orm'
import type { SchoolHoliday } from '#shared/contract/holidays.ts'
import { holidayMessages } from '#shared/i18n/holidays.ts'
import type { Db } from '#server/db/client.ts'
import { schoolHolidays } from '#server/db/schema.ts'
import { HttpError } from '#server/http-error.ts'
import type { WriteContext, WriteResult } from '#server/writes.ts'

const ENTITY = 'school_holiday'

type Row = typeof schoolHolidays.$inferSelect

const toHoliday = (row: Row): SchoolHoliday => ({
  id: row.id,
  day: row.day,
  name: row.name,
  created_at: row.created_at.toISOString(),
})

export async function listSchoolHolidays(db: Db): Promise<SchoolHoliday[]> {
  const rows = await db.select().from(schoolHolidays).orderBy(asc(schoolHolidays.day))
  return rows.map(toHoliday)
}

/** Adds a holiday; a day that already has one is refused (409) with that holiday's name. */
export async function createSchoolHoliday(
  { tx, actorId, audit }: WriteContext,
  holiday: { day: string; name: string },
): Promise<WriteResult<SchoolHoliday>> {
  const [row] = await tx
    .insert(schoolHolidays)
    .values({ ...holiday, created_by: actorId })
    .onConflictDoNothing({ target: [schoolHolidays.school_id, schoolHolidays.day] })
    .returning()
  if (!row) {
    const [taken] = await tx
      .select()
      .from(schoolHolidays)
      .where(eq(schoolHolidays.day, holiday.day))
    throw new HttpError(409, 'CONFLICT', {
      detail: holidayMessages.dayTaken(taken?.name ?? holiday.name),
    })
  }
  await audit({ action: 'create', entity: ENTITY, entityId: row.id, before: null, after: holiday })
  return { status: 201, body: toHoliday(row) }
}

export async function deleteSchoolHoliday(
  { tx, audit }: WriteContext,
  id: string,
): Promise<WriteResult<null>> {
  const [row] = await tx.delete(schoolHolidays).where(eq(schoolHolidays.id, id)).returning()
  if (!row) throw new HttpError(404, 'NOT_FOUND')
  await audit({
    action: 'delete',
    entity: ENTITY,
    entityId: id,
    before: { day: row.day, name: row.name },
    after: null,
  })
  return { status: 204, body: null }
}
