// The dashboard's class summary for one billing period (a calendar month in America/Santiago):
// sessions held, distinct students, attendances per student, transport share, sessions per group.
import { sql } from 'drizzle-orm'
import type { ClassSummary } from '#shared/contract/dashboard.ts'
import { periodBounds } from '#shared/dates.ts'
import { queryRows, type Db } from '#server/db/client.ts'

const round2 = (value: number) => Math.round(value * 100) / 100

interface Totals {
  total_classes: number
  unique_students: number
  attendances: number
  with_transport: number
  cancelled_classes: number
}

export async function classSummary(db: Db, period: string): Promise<ClassSummary> {
  const { start, end } = periodBounds(period)
  const inMonth = sql`cs.deleted_at is null
    and cs.session_date >= ${start.toISOString()}::timestamptz
    and cs.session_date < ${end.toISOString()}::timestamptz`
  // A cancelled class is counted apart and nowhere else.
  const inPeriod = sql`${inMonth} and cs.cancelled_at is null`
  const [totalsRows, byGroup, outside] = await Promise.all([
    // One pass over the month's attendance; the session count is its own index range scan.
    queryRows<Totals>(
      db,
      sql`select (select count(*) from class_sessions cs where ${inPeriod})::int as total_classes,
                 (select count(*) from class_sessions cs
                   where ${inMonth} and cs.cancelled_at is not null)::int as cancelled_classes,
                 count(distinct ss.student_id)::int as unique_students,
                 count(*)::int as attendances,
                 (count(*) filter (where ss.used_transport))::int as with_transport
          from class_sessions cs
          join session_students ss on ss.session_id = cs.id and ss.deleted_at is null
            and ss.status = 'present'
          where ${inPeriod}`,
    ),
    queryRows<{ group_name: string; count: number }>(
      db,
      sql`select g.name as group_name, count(*)::int as count
          from class_sessions cs join groups g on g.id = cs.group_id
          where ${inPeriod}
          group by g.id, g.name
          order by count(*) desc, lower(g.name)`,
    ),
    // Paseos, particulares and group classes saved without a group: the rest of the total.
    queryRows<{ class_type: 'other' | 'one_to_one' | 'group'; count: number }>(
      db,
      sql`select cs.class_type, count(*)::int as count
          from class_sessions cs
          where ${inPeriod} and cs.group_id is null
          group by cs.class_type
          order by count(*) desc, cs.class_type`,
    ),
  ])
  const totals = totalsRows[0]!
  const attendances = Number(totals.attendances)
  const uniqueStudents = Number(totals.unique_students)
  return {
    totalClasses: Number(totals.total_classes),
    cancelledClasses: Number(totals.cancelled_classes),
    uniqueStudents,
    meanClassesPerStudent: uniqueStudents ? round2(attendances / uniqueStudents) : 0,
    transportUsagePercentage: attendances
      ? round2((Number(totals.with_transport) * 100) / attendances)
      : 0,
    classesByGroup: byGroup.map((row) => ({
      group_name: row.group_name,
      count: Number(row.count),
    })),
    classesOutsideGroups: outside.map((row) => ({
      class_type: row.class_type,
      count: Number(row.count),
    })),
  }
}
