// 'Accesos a fichas' (GET /api/emergency-access, admins): for each teacher and student, why the
// teacher could read the child's emergency card — a live group they teach, or a class of the sync
// window (the rule of teacher-scope-data.ts, which the pull and the card's GET apply) — when the card
// reached each of their devices (card_deliveries) and their reads (audit `view_emergency_card`).
// NOTE: a few plain reads put together here, never one big join: PGlite never analyses its
// tables, and without statistics its planner nests loops over a large school's hundreds of
// thousands of attendances (minutes instead of about a second).
import { sql } from 'drizzle-orm'
import type { ClassType } from '#shared/contract/class-sessions.ts'
import type { PersonRef } from '#shared/contract/common.ts'
import type {
  AccessReason,
  CardDelivery,
  EmergencyAccessResponse,
  EmergencyAccessRow,
} from '#shared/contract/emergency-access.ts'
import { compareNames, compareText, fullName } from '#shared/name-order.ts'
import { foldText, searchWords } from '#shared/search.ts'
import { queryRows, type Db } from '#server/db/client.ts'
import { isAnyOf } from '#server/db/id-array.ts'
import { windowAt, type SyncWindow } from '#server/classes/teacher-scope-data.ts'

/** Class reasons shown per teacher and student; the others are counted (`more_classes`). */
const CLASSES_SHOWN = 3

type ClassReason = Extract<AccessReason, { kind: 'class' }>
type GroupReason = Extract<AccessReason, { kind: 'group' }>
type Stamp = Date | string
const iso = (value: Stamp) => new Date(value).toISOString()
interface SessionRow {
  session_id: string
  group_id: string | null
  name: string | null
  class_type: ClassType
  session_date: Stamp
  created_by: string | null
}
interface AttendanceRow {
  session_id: string
  student_id: string
  live: boolean
}

/** Everything the report is made of, as read from the database. */
async function readAll(db: Db, window: SyncWindow) {
  const from = window.from.toISOString()
  const to = window.to.toISOString()
  const inWindow = sql`cs.deleted_at is null and cs.session_date >= ${from}
    and cs.session_date <= ${to}`
  const session = sql`cs.id as session_id, cs.group_id, cs.name, cs.class_type, cs.session_date,
    cs.created_by`
  const [teachers, teaching, members, foreign, dropIns, deliveries, reads] = await Promise.all([
    queryRows<{ id: string }>(db, sql`select id from users where role = 'teacher'`),
    queryRows<{ teacher_id: string; group_id: string; group_name: string }>(
      db,
      sql`select gt.teacher_id, gt.group_id, g.name as group_name from group_teachers gt
        join groups g on g.id = gt.group_id and g.deleted_at is null
        where gt.deleted_at is null`,
    ),
    queryRows<{ group_id: string; student_id: string }>(
      db,
      sql`select group_id, student_id from group_students where deleted_at is null`,
    ),
    // Teachers on classes of the window that are not of a group they teach (now or once).
    queryRows<SessionRow & { teacher_id: string; assigned_by: string | null; live: boolean }>(
      db,
      sql`select st.teacher_id, st.assigned_by, st.deleted_at is null as live, ${session}
        from session_teachers st join class_sessions cs on cs.id = st.session_id
        where ${inWindow} and not exists (select 1 from group_teachers gt
          join groups g on g.id = gt.group_id and g.deleted_at is null
          where gt.group_id = cs.group_id and gt.teacher_id = st.teacher_id
            and gt.deleted_at is null)`,
    ),
    // Students on group classes of the window who are not (or no longer) in that group.
    queryRows<SessionRow & AttendanceRow>(
      db,
      sql`select ss.student_id, ss.deleted_at is null as live, ${session}
        from class_sessions cs join session_students ss on ss.session_id = cs.id
        where ${inWindow} and cs.group_id is not null and not exists (select 1
          from group_students gs where gs.group_id = cs.group_id
            and gs.student_id = ss.student_id and gs.deleted_at is null)`,
    ),
    queryRows<{
      user_id: string
      student_id: string
      device_id: string
      first_at: Stamp
      last_at: Stamp
      deliveries: number
    }>(
      db,
      sql`select user_id, student_id, device_id, first_at, last_at, deliveries
        from card_deliveries`,
    ),
    queryRows<{ actor_id: string; student_id: string; count: number; last_at: Stamp }>(
      db,
      sql`select actor_id, entity_id as student_id, count(*)::int as count, max(at) as last_at
        from audit_log where action = 'view_emergency_card' and entity = 'student'
          and actor_id is not null
        group by actor_id, entity_id`,
    ),
  ])
  const foreignIds = new Set(foreign.map((row) => row.session_id))
  const attendance = foreignIds.size
    ? await queryRows<AttendanceRow>(
        db,
        sql`select session_id, student_id, deleted_at is null as live from session_students
          where ${isAnyOf(sql`session_id`, foreignIds)}`,
      )
    : []
  return { teachers, teaching, members, foreign, dropIns, attendance, deliveries, reads }
}

interface Draft {
  teacherId: string
  studentId: string
  groups: GroupReason[]
  /** Class reasons with the ids of whom to name (filled in once the names are read). */
  classes: (Omit<ClassReason, 'assigned_by'> & { assigned_by: string | null })[]
  devices: CardDelivery[]
  reads: EmergencyAccessRow['reads']
}

/** The reasons, deliveries and reads of each teacher and student, not yet named. */
function collect(read: Awaited<ReturnType<typeof readAll>>): Map<string, Draft> {
  const teachers = new Set(read.teachers.map((t) => t.id))
  const drafts = new Map<string, Draft>()
  const draft = (teacherId: string, studentId: string) => {
    const key = `${teacherId}:${studentId}`
    let found = drafts.get(key)
    if (!found) {
      const reads = { count: 0, last_at: null }
      found = { teacherId, studentId, groups: [], classes: [], devices: [], reads }
      drafts.set(key, found)
    }
    return found
  }
  const studentsOf = new Map<string, string[]>()
  for (const { group_id, student_id } of read.members) {
    studentsOf.set(group_id, [...(studentsOf.get(group_id) ?? []), student_id])
  }
  const teachersOf = new Map<string, string[]>()
  /** Teacher and student pairs a group explains: their classes add nothing. */
  const byGroup = new Set<string>()
  for (const { teacher_id, group_id, group_name } of read.teaching) {
    if (!teachers.has(teacher_id)) continue
    teachersOf.set(group_id, [...(teachersOf.get(group_id) ?? []), teacher_id])
    for (const student of studentsOf.get(group_id) ?? []) {
      byGroup.add(`${teacher_id}:${student}`)
      draft(teacher_id, student).groups.push({ kind: 'group', group_id, group_name })
    }
  }
  const groupName = new Map(read.teaching.map((t) => [t.group_id, t.group_name]))
  const classReason = (
    teacherId: string,
    studentId: string,
    s: SessionRow,
    via: ClassReason['via'],
    assignedBy: string | null,
    current: boolean,
  ) => {
    if (!teachers.has(teacherId) || byGroup.has(`${teacherId}:${studentId}`)) return
    draft(teacherId, studentId).classes.push({
      kind: 'class',
      session_id: s.session_id,
      name: s.name,
      class_type: s.class_type,
      session_date: iso(s.session_date),
      group_name: s.group_id ? (groupName.get(s.group_id) ?? null) : null,
      via,
      created_by_teacher: s.created_by === teacherId,
      assigned_by: assignedBy,
      self_assigned: via === 'teacher' && assignedBy === teacherId,
      current,
    })
  }
  const onSession = new Map<string, AttendanceRow[]>()
  for (const row of read.attendance) {
    onSession.set(row.session_id, [...(onSession.get(row.session_id) ?? []), row])
  }
  for (const link of read.foreign) {
    for (const student of onSession.get(link.session_id) ?? []) {
      const current = link.live && student.live
      classReason(link.teacher_id, student.student_id, link, 'teacher', link.assigned_by, current)
    }
  }
  for (const row of read.dropIns) {
    for (const teacher of teachersOf.get(row.group_id!) ?? []) {
      classReason(teacher, row.student_id, row, 'group', null, row.live)
    }
  }
  for (const d of read.deliveries) {
    if (!teachers.has(d.user_id)) continue
    draft(d.user_id, d.student_id).devices.push({
      device_id: d.device_id,
      first_at: iso(d.first_at),
      last_at: iso(d.last_at),
      deliveries: Number(d.deliveries),
    })
  }
  for (const r of read.reads) {
    if (!teachers.has(r.actor_id)) continue
    draft(r.actor_id, r.student_id).reads = { count: Number(r.count), last_at: iso(r.last_at) }
  }
  return drafts
}

async function namesOf(db: Db, people: ReadonlySet<string>) {
  const rows = people.size
    ? await queryRows<PersonRef & { active: boolean }>(
        db,
        sql`select id, name, last_name, active from users
          where ${isAnyOf(sql`id`, people)}`,
      )
    : []
  return new Map(rows.map((row) => [row.id, row]))
}

/** Self-assigned first, then the one the teacher still has, then the newest. */
const classOrder = (a: Draft['classes'][number], b: Draft['classes'][number]) =>
  Number(b.self_assigned) - Number(a.self_assigned) ||
  Number(b.current) - Number(a.current) ||
  b.session_date.localeCompare(a.session_date) ||
  a.session_id.localeCompare(b.session_id)

/** Matches every word typed in the teacher's or the student's name. */
function matches(row: EmergencyAccessRow, search: string | undefined): boolean {
  const words = search ? searchWords(search) : []
  const text = foldText(`${fullName(row.teacher)} ${fullName(row.student)}`)
  return words.every((word) => text.includes(word))
}

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
  const drafts = collect(await readAll(db, windowAt(now)))
  const people = new Set<string>()
  for (const d of drafts.values()) {
    people.add(d.teacherId).add(d.studentId)
    for (const c of d.classes) if (c.assigned_by) people.add(c.assigned_by)
  }
  const byId = await namesOf(db, people)
  const ref = (id: string): PersonRef => {
    const { name = '', last_name = '' } = byId.get(id) ?? {}
    return { id, name, last_name }
  }
  const rows: EmergencyAccessRow[] = []
  for (const d of drafts.values()) {
    const teacher = byId.get(d.teacherId)
    const student = byId.get(d.studentId)
    if (!teacher || !student) continue
    const selfAssigned = d.classes.some((c) => c.self_assigned)
    const current =
      teacher.active && student.active && (d.groups.length > 0 || d.classes.some((c) => c.current))
    // An access nobody can use now, nobody used and nobody gave themself: not worth a row.
    if (!current && d.devices.length === 0 && d.reads.count === 0 && !selfAssigned) continue
    const classes = d.classes.sort(classOrder)
    const lastAt = [...d.devices.map((x) => x.last_at), d.reads.last_at]
      .filter((x): x is string => x !== null)
      .sort()
      .at(-1)
    rows.push({
      teacher: ref(d.teacherId),
      student: ref(d.studentId),
      self_assigned: selfAssigned,
      current,
      reasons: [
        ...d.groups.sort((a, b) => compareText(a.group_name, b.group_name)),
        ...classes.slice(0, CLASSES_SHOWN).map((c) => ({
          ...c,
          assigned_by: c.assigned_by ? ref(c.assigned_by) : null,
        })),
      ],
      more_classes: Math.max(0, classes.length - CLASSES_SHOWN),
      devices: d.devices.sort((a, b) => b.last_at.localeCompare(a.last_at)),
      reads: d.reads,
      last_at: lastAt ?? null,
    })
  }
  const found = rows.filter((row) => matches(row, search)).sort(newestFirst)
  return { total: found.length, rows: found.slice(0, limit) }
}
