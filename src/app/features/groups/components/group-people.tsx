// The group's teachers and students, changed through the outbox (work offline). Assigning
// teachers to a group is an admin's decision on the server, so teachers see that list read-only.
import { fullName } from '#shared/name-order.ts'
import { uiField } from '#app/i18n/ui-field.ts'
import { AssignmentSection } from '#app/components/assignment/assignment-section.tsx'
import { useTeachers } from '#app/offline/hooks.ts'
import { useStudentCandidates } from '#app/offline/student-candidates.ts'
import { addGroupMembers, removeGroupMember } from '#app/offline/mutations.ts'
import type { GroupWithMembers } from '#app/offline/queries.ts'

const t = uiField.group

export function GroupPeople({ group, isAdmin }: { group: GroupWithMembers; isAdmin: boolean }) {
  const teachers = useTeachers()
  const { students } = useStudentCandidates()
  const id = group.id
  const name = group.name || uiField.groups.noName
  return (
    <>
      <AssignmentSection
        title={t.teachers}
        people={group.teachers.map((p) => ({ ...p, detail: p.email }))}
        candidates={teachers?.map((p) => ({ ...p, detail: p.email }))}
        readOnly={!isAdmin}
        onAdd={(ids) => addGroupMembers(id, 'teachers', ids)}
        onRemove={(teacherId) => removeGroupMember(id, 'teachers', teacherId)}
        confirmRemove={(p) => ({
          title: t.removeTeacherTitle,
          message: t.removeTeacher(fullName(p), name),
        })}
      />
      <AssignmentSection
        title={t.students}
        people={group.students}
        candidates={students?.map((p) => ({ ...p, detail: p.rut }))}
        onAdd={(ids) => addGroupMembers(id, 'students', ids)}
        onRemove={(studentId) => removeGroupMember(id, 'students', studentId)}
        confirmRemove={(p) => ({
          title: t.removeStudentTitle,
          message: t.removeStudent(fullName(p), name),
        })}
      />
    </>
  )
}
