// The class's 'Profesores' and 'Alumnos' sections: every change is local first and queued for the
// server (mutations.ts), so attendance can be taken with no signal. Transport is set on the roster.
import { uiField } from '#app/i18n/ui-field.ts'
import { AssignmentSection } from '#app/components/assignment/assignment-section.tsx'
import { useStudents, useTeachers } from '#app/offline/hooks.ts'
import {
  addSessionStudents,
  addSessionTeachers,
  removeSessionStudent,
  removeSessionTeacher,
} from '#app/offline/mutations.ts'
import type { ClassSessionWithPeople } from '#app/offline/queries.ts'

const t = uiField.session

export function SessionPeople({ session }: { session: ClassSessionWithPeople }) {
  const teachers = useTeachers()
  const students = useStudents()
  const id = session.id
  return (
    <>
      <AssignmentSection
        title={t.teachers}
        people={session.teachers.map((p) => ({ ...p, detail: p.email }))}
        candidates={teachers?.map((p) => ({ ...p, detail: p.email }))}
        onAdd={(ids) => addSessionTeachers(id, ids)}
        onRemove={(teacherId) => removeSessionTeacher(id, teacherId)}
      />
      <AssignmentSection
        title={t.students}
        people={session.attendees}
        candidates={students?.map((p) => ({ ...p, detail: p.rut }))}
        onAdd={(ids) =>
          addSessionStudents(
            id,
            ids.map((studentId) => ({ student_id: studentId })),
          )
        }
        onRemove={(studentId) => removeSessionStudent(id, studentId)}
      />
    </>
  )
}
