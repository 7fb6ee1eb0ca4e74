// Reads one pull of GET /api/sync: a handful of queries indexed by writing transaction
// (`sync_xid`, see sync-cursor.ts) in one snapshot. Members
// and attendance are embedded in their parent, so a changed link re-sends its group or session.
import { and, asc, gte, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm'
import type { SyncQuery, SyncResponse } from '#shared/contract/sync.ts'
import { isAdminRole } from '#shared/roles.ts'
import { todayInSantiago } from '#shared/dates.ts'
import { queryRows, type Db } from '#server/db/client.ts'
import { isAnyOf } from '#server/db/id-array.ts'
import { groupPriceToday, loadGroupPrices } from '#server/classes/group-prices-data.ts'
import { sessionColumns } from '#server/classes/sessions-data.ts'
import { readableCards } from '#server/people/emergency-data.ts'
import { recordCardDeliveries } from '#server/people/emergency-deliveries-data.ts'
import {
  requiredVersionsInForce,
  type RequiredVersions,
} from '#server/documents/consent-status-data.ts'
import {
  classSessionAliases,
  classSessions,
  groupStudents,
  groups,
  groupTeachers,
} from '#server/db/schema.ts'
import { decodeCursor, encodeCursor, type SyncCursor } from './sync-cursor.ts'
import { readUsers, writtenSince, type SyncViewer, type View } from './sync-people.ts'
import {
  scopeChanges,
  teacherScope,
  recentFrom,
  windowAt,
  type SyncWindow,
} from '#server/classes/teacher-scope-data.ts'

type Body = Omit<SyncResponse, 'cursor' | 'reset' | 'history_pending' | 'window'>
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

async function readGroups(db: Db, since: string | null, view: View | null) {
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
        ? and(isNull(groups.deleted_at), view ? isAnyOf(groups.id, view.scope.groups) : undefined)
        : or(
            writtenSince(groups.sync_xid, since),
            changed,
            view ? isAnyOf(groups.id, view.changes.groups) : undefined,
          ),
    )
  const visible = (id: string) => !view || view.scope.groups.has(id)
  const live = rows.filter((g) => g.deleted_at === null && visible(g.id))
  const ids = live.map((g) => g.id)
  /** Group id → the ids of its live linked people (every group's on a full pull). */
  const linkedPeople = async (
    link: typeof groupTeachers | typeof groupStudents,
    person: typeof groupTeachers.teacher_id | typeof groupStudents.student_id,
  ) => {
    const links = await db
      .select({ g: link.group_id, u: person })
      .from(link)
      .where(and(isNull(link.deleted_at), since === null ? undefined : isAnyOf(link.group_id, ids)))
    return groupBy(
      links,
      (l) => l.g,
      (l) => l.u,
    )
  }
  const [teachersOf, studentsOf] = await Promise.all([
    linkedPeople(groupTeachers, groupTeachers.teacher_id),
    linkedPeople(groupStudents, groupStudents.student_id),
  ])
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
    deleted: rows
      .filter((g) => g.deleted_at !== null || (view?.changes.groups.has(g.id) && !visible(g.id)))
      .map((g) => g.id),
  }
}

/**
 * The sessions of one pull: those of the window (from `sessionsFrom` on, a first pull leaving the
 * history), or what changed since the cursor plus the window's sessions the device does not hold
 * yet (entered at its end, or the history a first pull left).
 */
async function readSessions(
  db: Db,
  cursor: SyncCursor | null,
  window: SyncWindow,
  view: View | null,
  sessionsFrom?: Date,
) {
  const inWindow = and(
    isNull(classSessions.deleted_at),
    gte(classSessions.session_date, window.from),
    lte(classSessions.session_date, window.to),
    view ? isAnyOf(classSessions.id, view.scope.sessions) : undefined,
  )
  let selected: SQL | undefined = and(
    inWindow,
    sessionsFrom ? gte(classSessions.session_date, sessionsFrom) : undefined,
  )
  const deleted: string[] = []
  if (cursor) {
    const since = cursor.xid
    const entered = new Date(cursor.windowTo)
    const history =
      cursor.sessionsFrom === undefined
        ? sql`false`
        : sql`${classSessions.session_date} < ${new Date(cursor.sessionsFrom).toISOString()}`
    selected = and(
      inWindow,
      sql`(${classSessions.id} in (select id from class_sessions where sync_xid >= ${since}::xid8
        union select session_id from session_teachers where sync_xid >= ${since}::xid8
        union select session_id from session_students where sync_xid >= ${since}::xid8)
        or ${classSessions.session_date} > ${entered.toISOString()}
        or ${history}
        or ${view ? isAnyOf(classSessions.id, view.changes.sessions) : sql`false`})`,
    )
    // Sessions that left a teacher's scope (taken off them or their group).
    if (view)
      deleted.push(...[...view.changes.sessions].filter((id) => !view.scope.sessions.has(id)))
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
    // A class a device created under an id that became an alias (another device created it
    // first): the device forgets its copy; the class itself comes under its own id.
    const aliased = await db
      .select({ id: classSessionAliases.alias_id })
      .from(classSessionAliases)
      .where(writtenSince(classSessionAliases.sync_xid, since))
    deleted.push(...aliased.map((r) => r.id))
  }
  // Links are folded into one text per session by the database: 20,000 rows to read instead of
  // hundreds of thousands.
  const idsOf = (query: SQL) => sql<string>`coalesce((${query}), '')`
  const rows = await db
    .select({
      ...sessionColumns,
      cancel_reason: classSessions.cancel_reason,
      cancel_note: classSessions.cancel_note,
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
      cancel_reason: s.cancel_reason,
      cancel_note: s.cancel_note,
    })),
    deleted,
  }
}

const splitIds = (text: string) => (text === '' ? [] : text.split(','))

/**
 * The rows of one pull: everything when `cursor` is null, else what changed after it; cut to a
 * teacher's scope when `viewer` is a teacher (null or an admin: the whole school).
 */
export async function readSync(
  db: Db,
  cursor: SyncCursor | null,
  window: SyncWindow,
  viewer: SyncViewer | null = null,
  required?: RequiredVersions,
  sessionsFrom?: Date,
): Promise<Body> {
  const since = cursor?.xid ?? null
  required ??= await requiredVersionsInForce(db)
  let view: View | null = null
  if (viewer && !isAdminRole(viewer.role)) {
    const scope = await teacherScope(db, viewer.id, window)
    view = {
      scope,
      changes:
        since === null
          ? { groups: new Set(), sessions: new Set(), students: new Set(), guardians: new Set() }
          : await scopeChanges(db, viewer.id, since, scope),
    }
  }
  const documentsChanged = cursor !== null && cursor.documents !== required.key
  const people = await readUsers(db, since, view, required, documentsChanged)
  const grouped = await readGroups(db, since, view)
  const sessions = await readSessions(db, cursor, window, view, sessionsFrom)
  return {
    students: people.students,
    supporters: people.supporters,
    teachers: people.teachers,
    groups: grouped.groups,
    class_sessions: sessions.class_sessions,
    ...(viewer
      ? { emergency_cards: await readableCards(db, viewer, window, view?.scope.students) }
      : {}),
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

/**
 * One pull: the rows changed since the client's cursor (or all), and the next cursor. The
 * emergency cards it carries are logged as delivered to the user's `device` (after the read-only
 * snapshot, so a pull whose answer is then lost still counts as delivered), an admin's too.
 */
export async function pull(
  db: Db,
  rawCursor: string | undefined,
  now: Date,
  viewer: SyncViewer | null = null,
  { device, history = 'now' }: { device?: string; history?: SyncQuery['history'] } = {},
): Promise<SyncResponse> {
  const response = await readPull(db, rawCursor, now, viewer, history)
  if (viewer && response.emergency_cards) {
    const students = response.emergency_cards.map((card) => card.student_id)
    await recordCardDeliveries(db, viewer.id, device, students)
  }
  return response
}

function readPull(
  db: Db,
  rawCursor: string | undefined,
  now: Date,
  viewer: SyncViewer | null,
  history: SyncQuery['history'],
): Promise<SyncResponse> {
  const window = windowAt(now)
  // One snapshot for the version read and every query, so the cursor matches the rows sent.
  return db.transaction(
    async (tx) => {
      const horizon = await snapshotHorizon(tx)
      const cursor = decodeCursor(rawCursor, horizon.xmax, window)
      const required = await requiredVersionsInForce(tx, todayInSantiago(now))
      // A snapshot may leave the history for the next pull; a delta owes what a first one left.
      const sessionsFrom = cursor === null && history === 'later' ? recentFrom(now) : undefined
      const body = await readSync(tx, cursor, window, viewer, required, sessionsFrom)
      return {
        cursor: encodeCursor({
          xid: horizon.xmin,
          windowTo: window.to.getTime(),
          documents: required.key,
          sessionsFrom: sessionsFrom?.getTime(),
        }),
        reset: cursor === null,
        ...(sessionsFrom ? { history_pending: true } : {}),
        window: { from: window.from.toISOString(), to: window.to.toISOString() },
        ...body,
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
}
export type { SyncViewer } from './sync-people.ts'
