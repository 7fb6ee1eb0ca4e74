// What each named mutation of POST /api/sync/push does on the server: who may send it and which
// data function of the classes area applies it — the very functions the REST routes call, so the
// rules, the checks and the audit rows are the same whichever way a change arrives.
import type { MutationName, ParsedMutationArgs } from '#shared/contract/sync-push.ts'
import type { ClassActor } from '#server/classes/class-access-data.ts'
import { ADMIN_ROLES, STAFF_ROLES, type StaffRole } from '#shared/roles.ts'
import {
  addStudentsToGroup,
  assignToGroup,
  removeFromGroup,
} from '#server/classes/group-members-data.ts'
import {
  addSessionStudents,
  addSessionTeachers,
  removeFromSession,
  setStudentTransport,
} from '#server/classes/session-members-data.ts'
import { cancelSession, uncancelSession } from '#server/classes/session-cancel-data.ts'
import { createSession } from '#server/classes/session-create-data.ts'
import { deleteSession } from '#server/classes/sessions-data.ts'
import type { WriteContext, WriteResult } from '#server/writes.ts'

interface Handler<N extends MutationName> {
  /** The roles of the matching REST route. */
  roles: readonly StaffRole[]
  /** `actor`: who sends it (a teacher staffs and fills only their own classes). */
  apply(
    ctx: WriteContext,
    args: ParsedMutationArgs<N>,
    actor: ClassActor,
  ): Promise<WriteResult<unknown>>
}

type Handlers = { [N in MutationName]: Handler<N> }

/** The handler of a mutation that `roles` may send. */
const sentBy =
  (roles: readonly StaffRole[]) =>
  <N extends MutationName>(apply: Handler<N>['apply']): Handler<N> => ({ roles, apply })
const staff = sentBy(STAFF_ROLES)
const admins = sentBy(ADMIN_ROLES)

export const pushHandlers: Handlers = {
  // A group's class another device created first: this id becomes its alias (session-create-data.ts).
  'session.create': staff((ctx, args, actor) => createSession(ctx, actor, args, 'merge')),
  'session.delete': staff((ctx, args, actor) => deleteSession(ctx, actor, args.session_id)),
  'session.cancel': staff((ctx, args, actor) =>
    cancelSession(ctx, actor, args.session_id, args.cancel),
  ),
  'session.uncancel': staff((ctx, args, actor) => uncancelSession(ctx, actor, args.session_id)),
  'session.addStudents': staff((ctx, args, actor) =>
    addSessionStudents(ctx, actor, args.session_id, args.students),
  ),
  'session.removeStudent': staff((ctx, args) =>
    removeFromSession(ctx, 'students', args.session_id, args.student_id),
  ),
  'session.setTransport': staff((ctx, args) =>
    setStudentTransport(ctx, args.session_id, args.student_id, args.used_transport),
  ),
  'session.addTeachers': staff((ctx, args, actor) =>
    addSessionTeachers(ctx, actor, args.session_id, args.teacher_ids),
  ),
  'session.removeTeacher': staff((ctx, args) =>
    removeFromSession(ctx, 'teachers', args.session_id, args.teacher_id),
  ),
  // A teacher only in the groups they teach; never past the places but by an admin's override.
  'group.addStudents': staff((ctx, args, actor) =>
    addStudentsToGroup(ctx, actor, args.group_id, args.student_ids, args.over_capacity),
  ),
  'group.removeStudent': staff((ctx, args, actor) =>
    removeFromGroup(ctx, 'students', args.group_id, args.student_id, actor),
  ),
  // Staffing a group is the admins' (the REST route's guard).
  'group.addTeachers': admins((ctx, args) =>
    assignToGroup(ctx, 'teachers', args.group_id, args.teacher_ids),
  ),
  'group.removeTeacher': admins((ctx, args) =>
    removeFromGroup(ctx, 'teachers', args.group_id, args.teacher_id),
  ),
}
