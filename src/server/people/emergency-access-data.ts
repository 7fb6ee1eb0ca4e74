// 'Accesos a fichas' (GET /api/emergency-access, admins): for each teacher and student, why the
// teacher could read the child's emergency card — a live group they teach, or a class of the sync
// window (teacher-scope.ts: the same rule the pull and the card's GET apply) — when the card
// reached each of their devices (card_deliveries) and their reads (audit `view_emergency_card`).
// Four reads, put together here; self-assignments first, then the newest activity.
import { sql } from 'drizzle-orm'
import type { ClassType } from '#shared/contract/class-sessions.ts'
import type {
  CardDelivery,
  EmergencyAccessResponse,
  EmergencyAccessRow,
} from '#shared/contract/emergency-access.ts'
import type { PersonRef } from '#shared/contract/common.ts'
import { compareNames, compareText, fullName } from '#shared/name-order.ts'
import { foldText, searchWords } from '#shared/search.ts'
import { queryRows, type Db } from '#server/db/client.ts'
import { windowAt, type SyncWindow } from '#server/sync/sync-cursor.ts'

/** Class reasons shown per teacher and student; the others are counted (`more_classes`). */
const CLASSES_SHOWN = 3

const iso = (value: Date | string) => new Date(value).toISOString()
const keyOf = (teacherId: string, studentId: string) => `${teacherId}:${studentId}`

/** A teacher's live groups: the group ids of teacher-scope.ts's rule, for every teacher at once. */
const teacherGroups = sql`select gt.teacher_id, gt.group_id, g.name as group_name
  from group_teachers gt join groups g on g.id = gt.group_id and g.deleted_at is null
  join users t on t.id = gt.teacher_id and t.role = 'teacher'
  where gt.deleted_at is null`

type GroupReason = Extract<EmergencyAccessRow['reasons'][number], { kind: 'group' }>

interface GroupReasonRow {
  teacher_id: string
  student_id: string
  group_id: string
  group_name: string
}

function groupReasons(db: Db) {
  return queryRows<GroupReasonRow>(
    db,
    sql`select tg.teacher_id, gs.student_id, tg.group_id, tg.group_name
      from (${teacherGroups}) tg
      join group_students gs on gs.group_id = tg.group_id and gs.deleted_at is null`,
  )
}

interface ClassReasonRow {
  teacher_id: string
  student_id: string
  session_id: string
  name: string | null
  class_type: ClassType
  session_date: Date | string
  group_name: string | null
  via: 'teacher' | 'group'
  created_by_teacher: boolean
  assigned_by: string | null
  self_assigned: boolean
  current: boolean
  any_self: boolean
  any_current: boolean
  /** Rank among the teacher and student's classes (1 = shown first). */
  n: number
  total: number
}

/**
 * Classes of the window that hold the student (now or once) and that the teacher is on (now or
 * once: `via` 'teacher', with who put them there) or that belong to a group they teach (`via`
 * 'group'). A student of one of the teacher's groups is explained by the group and gets no class
 * reason; so a self-assignment is flagged only where it is what brought the card (a class of no
 * group of theirs). The newest few per teacher and student, self-assigned first.
 */
function classReasons(db: Db, window: SyncWindow) {
  return queryRows<ClassReasonRow>(
    db,
    sql`with tg as (${teacherGroups}),
      links as (
        select st.teacher_id, st.session_id, 'teacher' as via, st.assigned_by,
          st.deleted_at is null as live
        from session_teachers st
        join users t on t.id = st.teacher_id and t.role = 'teacher'
        join class_sessions cs on cs.id = st.session_id
        where not exists (select 1 from tg
          where tg.teacher_id = st.teacher_id and tg.group_id = cs.group_id)
        union all
        select tg.teacher_id, cs.id, 'group', null, true
        from tg join class_sessions cs on cs.group_id = tg.group_id
      ),
      reasons as (
        select l.teacher_id, ss.student_id, cs.id as session_id, cs.name, cs.class_type,
          cs.session_date, g.name as group_name, l.via,
          coalesce(cs.created_by = l.teacher_id, false) as created_by_teacher,
          l.assigned_by,
          coalesce(l.via = 'teacher' and l.assigned_by = l.teacher_id, false) as self_assigned,
          (l.live and ss.deleted_at is null) as current
        from links l
        join class_sessions cs on cs.id = l.session_id and cs.deleted_at is null
          and cs.session_date >= ${window.from.toISOString()}
          and cs.session_date <= ${window.to.toISOString()}
        left join groups g on g.id = cs.group_id
        join session_students ss on ss.session_id = cs.id
        where not exists (select 1 from tg
          join group_students gs on gs.group_id = tg.group_id and gs.deleted_at is null
          where tg.teacher_id = l.teacher_id and gs.student_id = ss.student_id)
      ),
      ranked as (
        select r.*,
          row_number() over (partition by r.teacher_id, r.student_id
            order by r.self_assigned desc, r.current desc, r.session_date desc, r.session_id) as n,
          bool_or(r.self_assigned) over (partition by r.teacher_id, r.student_id) as any_self,
          bool_or(r.current) over (partition by r.teacher_id, r.student_id) as any_current,
          (count(*) over (partition by r.teacher_id, r.student_id))::int as total
        from reasons r
      )
      select * from ranked where n <= ${CLASSES_SHOWN}`,
  )
}

interface DeliveryRow {
  user_id: string
  student_id: string
  device_id: string
  first_at: Date | string
  last_at: Date | string
  deliveries: number
}

function deliveries(db: Db) {
  return queryRows<DeliveryRow>(
    db,
    sql`select d.user_id, d.student_id, d.device_id, d.first_at, d.last_at, d.deliveries
      from card_deliveries d join users t on t.id = d.user_id and t.role = 'teacher'`,
  )
}

interface ReadRow {
  actor_id: string
  student_id: string
  count: number
  last_at: Date | string
}

/** Reads of cards by teachers: on a device (sent later) or through the API. */
function reads(db: Db) {
  return queryRows<ReadRow>(
    db,
    sql`select a.actor_id, a.entity_id as student_id, count(*)::int as count, max(a.at) as last_at
      from audit_log a join users t on t.id = a.actor_id and t.role = 'teacher'
      where a.action = 'view_emergency_card' and a.entity = 'student'
      group by a.actor_id, a.entity_id`,
  )
}

interface PersonRow extends PersonRef {
  active: boolean
}

async function people(db: Db, ids: ReadonlySet<string>): Promise<Map<string, PersonRow>> {
  if (ids.size === 0) return new Map()
  const rows = await queryRows<PersonRow>(
    db,
    sql`select id, name, last_name, active from users
      where id = any(string_to_array(${[...ids].join(',')}, ',')::uuid[])`,
  )
  return new Map(rows.map((row) => [row.id, row]))
}

interface Draft {
  teacherId: string
  studentId: string
  groups: GroupReason[]
  classes: ClassReasonRow[]
  devices: CardDelivery[]
  reads: EmergencyAccessRow['reads']
}

/** Matches every word typed in the teacher's or the student's name. */
function matches(row: EmergencyAccessRow, search: string | undefined): boolean {
  const words = search ? searchWords(search) : []
  const text = foldText(`${fullName(row.teacher)} ${fullName(row.student)}`)
  return words.every((word) => text.includes(word))
}

/** A row's newest class (a self-assignment with no delivery yet sorts by it). */
const newestClass = (row: EmergencyAccessRow) =>
  Math.max(
    -Infinity,
    ...row.reasons.map((r) => (r.kind === 'class' ? Date.parse(r.session_date) : -Infinity)),
  )

/** Self-assignments first; then the newest delivery or read, the newest class, the names. */
function newestFirst(a: EmergencyAccessRow, b: EmergencyAccessRow): number {
  if (a.self_assigned !== b.self_assigned) return a.self_assigned ? -1 : 1
  const at = (row: EmergencyAccessRow) => (row.last_at ? Date.parse(row.last_at) : -Infinity)
  return (
    at(b) - at(a) ||
    newestClass(b) - newestClass(a) ||
    compareNames(a.teacher, b.teacher) ||
    compareNames(a.student, b.student)
  )
}

export async function listEmergencyAccess(
  db: Db,
  { search, limit }: { search?: string | undefined; limit: number },
  now = new Date(),
): Promise<EmergencyAccessResponse> {
  const [groupRows, classRows, deliveryRows, readRows] = await Promise.all([
    groupReasons(db),
    classReasons(db, windowAt(now)),
    deliveries(db),
    reads(db),
  ])
  const drafts = new Map<string, Draft>()
  const draft = (teacherId: string, studentId: string) => {
    const key = keyOf(teacherId, studentId)
    let found = drafts.get(key)
    if (!found) {
      found = {
        teacherId,
        studentId,
        groups: [],
        classes: [],
        devices: [],
        reads: { count: 0, last_at: null },
      }
      drafts.set(key, found)
    }
    return found
  }
  for (const r of groupRows) {
    draft(r.teacher_id, r.student_id).groups.push({
      kind: 'group',
      group_id: r.group_id,
      group_name: r.group_name,
    })
  }
  for (const r of classRows) draft(r.teacher_id, r.student_id).classes.push(r)
  for (const r of deliveryRows) {
    draft(r.user_id, r.student_id).devices.push({
      device_id: r.device_id,
      first_at: iso(r.first_at),
      last_at: iso(r.last_at),
      deliveries: Number(r.deliveries),
    })
  }
  for (const r of readRows) {
    draft(r.actor_id, r.student_id).reads = { count: Number(r.count), last_at: iso(r.last_at) }
  }

  const ids = new Set<string>()
  for (const d of drafts.values()) ids.add(d.teacherId).add(d.studentId)
  for (const r of classRows) if (r.assigned_by) ids.add(r.assigned_by)
  const byId = await people(db, ids)
  const ref = (id: string): PersonRef => {
    const person = byId.get(id)
    return { id, name: person?.name ?? '', last_name: person?.last_name ?? '' }
  }

  const rows: EmergencyAccessRow[] = []
  for (const d of drafts.values()) {
    const teacher = byId.get(d.teacherId)
    const student = byId.get(d.studentId)
    if (!teacher || !student) continue
    const first = d.classes[0]
    const selfAssigned = first?.any_self ?? false
    const current =
      teacher.active && student.active && (d.groups.length > 0 || (first?.any_current ?? false))
    const lastAt = [...d.devices.map((x) => x.last_at), d.reads.last_at]
      .filter((x): x is string => x !== null)
      .sort()
      .at(-1)
    // An access nobody could use now and nobody used, and no self-assignment: not worth a row.
    if (!current && d.devices.length === 0 && d.reads.count === 0 && !selfAssigned) continue
    rows.push({
      teacher: ref(d.teacherId),
      student: ref(d.studentId),
      self_assigned: selfAssigned,
      current,
      reasons: [
        ...d.groups.sort((a, b) => compareText(a.group_name, b.group_name)),
        ...d.classes
          .sort((a, b) => Number(a.n) - Number(b.n))
          .map((c) => ({
            kind: 'class' as const,
            session_id: c.session_id,
            name: c.name,
            class_type: c.class_type,
            session_date: iso(c.session_date),
            group_name: c.group_name,
            via: c.via,
            created_by_teacher: c.created_by_teacher,
            assigned_by: c.assigned_by ? ref(c.assigned_by) : null,
            self_assigned: c.self_assigned,
            current: c.current,
          })),
      ],
      more_classes: first ? Number(first.total) - d.classes.length : 0,
      devices: d.devices.sort((a, b) => b.last_at.localeCompare(a.last_at)),
      reads: d.reads,
      last_at: lastAt ?? null,
    })
  }
  const found = rows.filter((row) => matches(row, search)).sort(newestFirst)
  return { total: found.length, rows: found.slice(0, limit) }
}
