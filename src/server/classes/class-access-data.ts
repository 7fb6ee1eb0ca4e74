// Which classes a teacher may staff (put teachers on), fill (put students on), cancel, reopen and
// delete: a class of a group they teach, one they created, or one someone else put them on (a
// substitute); and which children a teacher may put on a class: those of the groups they teach,
// any child only on a class another staff member put them on. Whatever a teacher adds to a class
// reaches their device, emergency cards included (teacher-scope-data.ts), so this is the one rule
// every way in applies: the REST routes and the offline push both call the data functions that
// ask it. Admins staff and fill any class with any child.
import { sql } from 'drizzle-orm'
import { isAdminRole } from '#shared/roles.ts'
import { classMessages } from '#shared/i18n/classes.ts'
import { queryRows, type Db } from '#server/db/client.ts'
import { uuidArray } from '#server/db/id-array.ts'
import { HttpError } from '#server/http-error.ts'
import { teacherGroupsSql } from './teacher-scope-data.ts'

/** Who makes a change: its role decides whether the rule applies. */
export interface ClassActor {
  id: string
  role: string
}

async function isOwnClass(db: Db, teacherId: string, sessionId: string): Promise<boolean> {
  const [row] = await queryRows<{ own: boolean }>(
    db,
    sql`select exists (select 1 from class_sessions cs
      where cs.id = ${sessionId}::uuid and (
        cs.created_by = ${teacherId}::uuid
        or cs.group_id in (${teacherGroupsSql(teacherId)})
        or exists (select 1 from session_teachers st
          where st.session_id = cs.id and st.teacher_id = ${teacherId}::uuid
            and st.deleted_at is null and st.assigned_by <> ${teacherId}::uuid))) as own`,
  )
  return row?.own === true
}

/** What a teacher does to a class: `teacherIds`, the teachers being added. */
export type ClassChange =
  { students: true } | { teacherIds: readonly string[] } | { cancel: true } | { delete: true }

function refusal(actor: ClassActor, change: ClassChange): string | undefined {
  if ('students' in change) return classMessages.studentsOnlyOwnClass
  if ('cancel' in change) return classMessages.cancelOnlyOwnClass
  if ('delete' in change) return classMessages.deleteOnlyOwnClass
  // Joining someone else's class alone: the default wording ('sumarte').
  const joiningAlone = change.teacherIds.length === 1 && change.teacherIds[0] === actor.id
  return joiningAlone ? undefined : classMessages.teachersOnlyOwnClass
}

/** 403 CLASS_NOT_YOURS unless `actor` may make this change to the class (see above). */
export async function requireOwnClass(
  db: Db,
  actor: ClassActor,
  sessionId: string,
  change: ClassChange,
): Promise<void> {
  if (isAdminRole(actor.role) || (await isOwnClass(db, actor.id, sessionId))) return
  const detail = refusal(actor, change)
  throw new HttpError(403, 'CLASS_NOT_YOURS', detail ? { detail } : undefined)
}

/**
 * Whether `actor` may create a class of the group: admins any, a teacher the (live) groups they
 * teach. Refused, it is a 403 GROUP_NOT_YOURS (session-create-data.ts, after a replay is ruled out).
 */
export async function mayCreateClassOf(db: Db, actor: ClassActor, groupId: string) {
  if (isAdminRole(actor.role)) return true
  const [row] = await queryRows<{ own: boolean }>(
    db,
    sql`select ${groupId}::uuid in (${teacherGroupsSql(actor.id)}) as own`,
  )
  return row?.own === true
}

/**
 * 403 GROUP_NOT_YOURS unless `actor` may change who rides in the group: admins any group, a
 * teacher the groups they teach (a child put in their group reaches their device, card included).
 */
export async function requireOwnGroup(db: Db, actor: ClassActor, groupId: string) {
  if (await mayCreateClassOf(db, actor, groupId)) return
  throw new HttpError(403, 'GROUP_NOT_YOURS', { detail: classMessages.studentsOnlyOwnGroup })
}

/**
 * 403 STUDENT_NOT_YOURS unless a teacher may put these children on the class: children of the
 * groups they teach, or already on the class, or any child when another staff member (an admin,
 * or the class's creator who is not them) put them on it: the substitute takes the roster they
 * were given. A class the teacher created or staffed themself widens nothing.
 */
export async function requireOwnStudents(
  db: Db,
  actor: ClassActor,
  sessionId: string,
  studentIds: readonly string[],
): Promise<void> {
  if (isAdminRole(actor.role) || studentIds.length === 0) return
  const [row] = await queryRows<{ put_on: boolean; outside: string[] | null }>(
    db,
    sql`select exists (select 1 from session_teachers st
          join class_sessions cs on cs.id = st.session_id
          join users a on a.id = st.assigned_by
          where st.session_id = ${sessionId}::uuid and st.teacher_id = ${actor.id}::uuid
            and st.deleted_at is null and st.assigned_by <> ${actor.id}::uuid
            and (a.role in ('admin', 'superadmin') or st.assigned_by = cs.created_by)) as put_on,
        (select array_agg(s.id::text order by s.id) from unnest(${uuidArray(studentIds)}) s(id)
          where not exists (select 1 from group_students gs
              where gs.student_id = s.id and gs.deleted_at is null
                and gs.group_id in (${teacherGroupsSql(actor.id)}))
            and not exists (select 1 from session_students ss
              where ss.session_id = ${sessionId}::uuid and ss.student_id = s.id
                and ss.deleted_at is null)) as outside`,
  )
  if (row?.put_on || !row?.outside?.length) return
  throw new HttpError(403, 'STUDENT_NOT_YOURS')
}
