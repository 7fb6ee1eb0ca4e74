// Reads one pull of GET /api/sync: a handful of queries indexed by writing transaction
// (`sync_xid`, see sync-cursor.ts) in one snapshot. Members
// and attendance are embedded in their parent, so a changed link re-sends its group or session.
import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { SyncResponse } from '#shared/contract/sync.ts'
import { isStaffRole } from '#shared/roles.ts'
import { queryRows, type Db } from '#server/db/client.ts'
import { groupPriceToday, loadGroupPrices } from '#server/classes/group-prices-data.ts'
import { sessionColumns } from '#server/classes/sessions-data.ts'
import { readableCards, type CardReader } from '#server/people/emergency-data.ts'
import { userColumns } from '#server/people/user-rows.ts'
import { classSessions, groupStudents, groups, groupTeachers, users } from '#server/db/schema.ts'
import {
  decodeCursor,
  encodeCursor,
  windowAt,
  type SyncCursor,
  type SyncWindow,
} from './sync-cursor.ts'

type Body = Omit<SyncResponse, 'cursor' | 'reset' | 'window'>
const SYNCED_ROLES = ['student', 'supporter', 'teacher', 'admin', 'superadmin'] as const

/**
 * The snapshot's horizon (its oldest running transaction) and the next transaction id: the next
 * cursor and the bound a trusted cursor cannot pass (sync-cursor.ts).
 */
export async function snapshotHorizon(db: Db): Promise<{ xmin: string; xmax: string }> {
  const [row] = await queryRows<{ xmin: string; xmax: string }>(
    db,
    sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin,
          pg_snapshot_xmax(pg_current_snapshot())::text as xmax`,
  )
  return { xmin: row!.xmin, xmax: row!.xmax }
}

/** Rows written by the transaction `since` or a later one (`since` is an xid8 as text). */
const writtenSince = (column: AnyPgColumn, since: string) => sql`${column} >= ${since}::xid8`

async function readUsers(db: Db, since: string | null) {
  const rows = await db
    .select({
      ...userColumns,
      supporter_id: users.supporter_id,
      active: users.active,
    })
    .from(users)
    .where(
      and(
        inArray(users.role, [...SYNCED_ROLES]),
        since === null ? eq(users.active, true) : writtenSince(users.sync_xid, since),
      ),
    )
  const out: Pick<Body, 'students' | 'supporters' | 'teachers'> & { deleted: string[] } = {
    students: [],
    supporters: [],
    teachers: [],
    deleted: [],
  }
  for (const { active, role, ...u } of rows) {
    if (!active) out.deleted.push(u.id)
    else if (role === 'student') out.students.push(u)
    else if (role === 'supporter') {
      const { id, name, last_name, rut, email, phone } = u
      out.supporters.push({ id, name, last_name, rut, email, phone })
    } else if (isStaffRole(role)) {
      const { id, name, last_name, email, phone } = u
      out.teachers.push({ id, role, name, last_name, email, phone })
    }
  }
  return out
}

async function readGroups(db: Db, since: string | null) {
  const changed: SQL | undefined =
    since === null
      ? undefined
      : sql`${groups.id} in (select group_id from group_teachers where sync_xid >= ${since}::xid8
          union select group_id from group_students where sync_xid >= ${since}::xid8)`
  const rows = await db
    .select()
    .from(groups)
    .where(
      since === null
        ? isNull(groups.deleted_at)
        : or(writtenSince(groups.sync_xid, since), changed),
    )
  const live = rows.filter((g) => g.deleted_at === null)
  const ids = live.map((g) => g.id)
  // NOTE: a delta with no live group still runs the queries, matching nothing.
  const only = ids.length ? ids : ['00000000-0000-0000-0000-000000000000']
  const [teacherLinks, studentLinks] = await Promise.all([
    db
      .select({ g: groupTeachers.group_id, u: groupTeachers.teacher_id })
      .from(groupTeachers)
      .where(
        and(
          isNull(groupTeachers.deleted_at),
          since === null ? undefined : inArray(groupTeachers.group_id, only),
        ),
      ),
    db
      .select({ g: groupStudents.group_id, u: groupStudents.student_id })
      .from(groupStudents)
      .where(
        and(
          isNull(groupStudents.deleted_at),
          since === null ? undefined : inArray(groupStudents.group_id, only),
        ),
      ),
  ])
  const teachersOf = groupBy(
    teacherLinks,
    (l) => l.g,
    (l) => l.u,
  )
  const studentsOf = groupBy(
    studentLinks,
    (l) => l.g,
    (l) => l.u,
  )
  const prices = await loadGroupPrices(db, ids)
  return {
    groups: live.map((g) => ({
      id: g.id,
      name: g.name,
      description: g.description,
      location: g.location,
      rrule: g.rrule,
      start_date: g.start_date,
      end_date: g.end_date,
      price_per_session: groupPriceToday(prices.get(g.id)).price_per_session,
      teacher_ids: teachersOf.get(g.id) ?? [],
      student_ids: studentsOf.get(g.id) ?? [],
    })),
    deleted: rows.filter((g) => g.deleted_at !== null).map((g) => g.id),
  }
}

async function readSessions(db: Db, cursor: SyncCursor | null, window: SyncWindow) {
  const inWindow = and(
    isNull(classSessions.deleted_at),
    gte(classSessions.session_date, window.from),
    lte(classSessions.session_date, window.to),
  )
  let selected: SQL | undefined = inWindow
  const deleted: string[] = []
  if (cursor) {
    const since = cursor.xid
    const entered = new Date(cursor.windowTo)
    selected = and(
      inWindow,
      sql`(${classSessions.id} in (select id from class_sessions where sync_xid >= ${since}::xid8
        union select session_id from session_teachers where sync_xid >= ${since}::xid8
        union select session_id from session_students where sync_xid >= ${since}::xid8)
        or ${classSessions.session_date} > ${entered.toISOString()})`,
    )
    // Changed sessions now deleted or moved out of the window are forgotten by the client.
    const changed = await db
      .select({ id: classSessions.id })
      .from(classSessions)
      .where(
        and(
          writtenSince(classSessions.sync_xid, since),
          or(
            isNotNull(classSessions.deleted_at),
            sql`${classSessions.session_date} < ${window.from.toISOString()}`,
            sql`${classSessions.session_date} > ${window.to.toISOString()}`,
          ),
        ),
      )
    deleted.push(...changed.map((r) => r.id))
  }
  // Links are folded into one text per session by the database: 20,000 rows to read instead of
  // hundreds of thousands.
  const idsOf = (query: SQL) => sql<string>`coalesce((${query}), '')`
  const rows = await db
    .select({
      ...sessionColumns,
      teacher_ids: idsOf(sql`select string_agg(st.teacher_id::text, ',') from session_teachers st
        where st.session_id = ${classSessions.id} and st.deleted_at is null`),
      student_ids: idsOf(sql`select string_agg(ss.student_id::text, ',' order by ss.student_id)
        from session_students ss where ss.session_id = ${classSessions.id} and ss.deleted_at is null`),
      transport_ids: idsOf(sql`select string_agg(ss.student_id::text, ',' order by ss.student_id)
        from session_students ss where ss.session_id = ${classSessions.id}
        and ss.deleted_at is null and ss.used_transport`),
      absent_ids: idsOf(sql`select string_agg(ss.student_id::text, ',' order by ss.student_id)
        from session_students ss where ss.session_id = ${classSessions.id}
        and ss.deleted_at is null and ss.status = 'absent'`),
    })
    .from(classSessions)
    .where(selected)
    // Sessions of one group side by side: their near-identical attendance lists gzip well.
    .orderBy(asc(classSessions.group_id), asc(classSessions.session_date), asc(classSessions.id))
  return {
    class_sessions: rows.map((s) => ({
      id: s.id,
      name: s.name,
      description: s.description,
      session_date: s.session_date.toISOString(),
      class_type: s.class_type,
      group_id: s.group_id,
      location: s.location,
      teacher_ids: splitIds(s.teacher_ids),
      student_ids: splitIds(s.student_ids),
      transport_student_ids: splitIds(s.transport_ids),
      absent_student_ids: splitIds(s.absent_ids),
    })),
    deleted,
  }
}

const splitIds = (text: string) => (text === '' ? [] : text.split(','))

/** The rows of one pull: everything when `cursor` is null, else what changed after it. */
export async function readSync(
  db: Db,
  cursor: SyncCursor | null,
  window: SyncWindow,
  reader?: CardReader,
): Promise<Body> {
  const since = cursor?.xid ?? null
  const people = await readUsers(db, since)
  const grouped = await readGroups(db, since)
  const sessions = await readSessions(db, cursor, window)
  return {
    students: people.students,
    supporters: people.supporters,
    teachers: people.teachers,
    groups: grouped.groups,
    class_sessions: sessions.class_sessions,
    ...(reader ? { emergency_cards: await readableCards(db, reader) } : {}),
    deleted: { users: people.deleted, groups: grouped.deleted, class_sessions: sessions.deleted },
  }
}

function groupBy<T, V>(rows: T[], key: (row: T) => string, value: (row: T) => V) {
  const map = new Map<string, V[]>()
  for (const row of rows) {
    const k = key(row)
    const list = map.get(k)
    if (list) list.push(value(row))
    else map.set(k, [value(row)])
  }
  return map
}

/** One pull: the rows changed since the client's cursor (or all), and the next cursor. */
export async function pull(
  db: Db,
  rawCursor: string | undefined,
  now: Date,
  reader?: CardReader,
): Promise<SyncResponse> {
  const window = windowAt(now)
  // One snapshot for the version read and every query, so the cursor matches the rows sent.
  return db.transaction(
    async (tx) => {
      const horizon = await snapshotHorizon(tx)
      const cursor = decodeCursor(rawCursor, horizon.xmax, window)
      const body = await readSync(tx, cursor, window, reader)
      return {
        cursor: encodeCursor({ xid: horizon.xmin, windowTo: window.to.getTime() }),
        reset: cursor === null,
        window: { from: window.from.toISOString(), to: window.to.toISOString() },
        ...body,
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
}
