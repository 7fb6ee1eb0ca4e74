// Turns a class a group's schedule owes today into a real session, in one local write queued for
// the server: its teachers, plus the teacher who opens it. No student is marked: the class page
// shows the group's roster and only the students marked present are billed. Its id is the group
// class's own (the same on every device), so two phones opening it offline make one class.
// A coming class cancelled from Hoy (rain announced the night before) is created and cancelled in
// that same write, so the server gets both, in order, exactly once.
import { groupClassId } from '#shared/group-class-id.ts'
import type { SessionCancelBody } from '#shared/contract/class-sessions.ts'
import type { DueClass } from '#app/offline/queries.ts'
import { createClassSession } from '#app/offline/mutations.ts'

export function openDueClass(
  due: DueClass,
  openedBy?: { id: string; role: string },
  cancel?: SessionCancelBody,
) {
  const { group } = due
  const teachers = new Set(group.teacher_ids)
  if (openedBy?.role === 'teacher') teachers.add(openedBy.id)
  return createClassSession({
    id: groupClassId(group.id, due.session_date),
    name: group.name,
    session_date: due.session_date,
    class_type: 'group',
    group_id: group.id,
    teacher_ids: [...teachers],
    ...(cancel ? { cancel } : {}),
  })
}
