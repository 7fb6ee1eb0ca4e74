// The class's 'Profesores' and 'Alumnos' sections: every change is local first and queued for the
// server (mutations.ts), so attendance can be taken with no signal. Transport is set on the roster.
// Taking a student off the class is asked first, then can be undone for a few seconds: the student
// comes back exactly as stored when removed (status and transport, read in the removal's own
// transaction). The toast leaves once the undo is saved. A cancelled class is read-only.
import { useCallback, useState } from 'react'
import { fullName } from '#shared/name-order.ts'
import { uiField } from '#app/i18n/ui-field.ts'
import { AssignmentSection } from '#app/components/assignment/assignment-section.tsx'
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx'
import { UndoToast } from '#app/components/ui/undo-toast.tsx'
import { useStudents, useTeachers } from '#app/offline/hooks.ts'
import {
  addSessionStudents,
  addSessionTeachers,
  removeSessionStudent,
  removeSessionTeacher,
} from '#app/offline/mutations.ts'
import type { LocalAttendance } from '#app/offline/db.ts'
import type { ClassSessionWithPeople } from '#app/offline/queries.ts'

const t = uiField.session
const r = uiField.roster

type Attendee = ClassSessionWithPeople['attendees'][number]
/** The latest removal, which the toast offers to undo. */
interface Removal {
  name: string
  attendance: LocalAttendance
}

export function SessionPeople({
  session,
  readOnly = false,
}: {
  session: ClassSessionWithPeople
  readOnly?: boolean
}) {
  const teachers = useTeachers()
  const students = useStudents()
  const id = session.id
  const [asking, setAsking] = useState<Attendee | null>(null)
  const [removed, setRemoved] = useState<Removal | null>(null)
  const [undoing, setUndoing] = useState(false)
  const [failed, setFailed] = useState(false)
  const dismiss = useCallback(() => setRemoved(null), [])

  const run = (change: () => Promise<void>) => {
    setFailed(false)
    change().catch((error: unknown) => {
      console.error(error)
      setFailed(true)
    })
  }
  const remove = () => {
    const student = asking
    setAsking(null)
    if (!student) return
    run(async () => {
      const attendance = await removeSessionStudent(id, student.id)
      if (attendance) setRemoved({ name: fullName(student), attendance })
    })
  }
  const undo = () => {
    const removal = removed
    if (!removal || undoing) return
    setUndoing(true)
    const { student_id, status, used_transport } = removal.attendance
    run(async () => {
      try {
        await addSessionStudents(id, [{ student_id, status, used_transport }])
      } finally {
        setUndoing(false)
        // A later removal keeps its own toast.
        setRemoved((shown) => (shown === removal ? null : shown))
      }
    })
  }

  return (
    <>
      <AssignmentSection
        title={t.teachers}
        people={session.teachers.map((p) => ({ ...p, detail: p.email }))}
        candidates={teachers?.map((p) => ({ ...p, detail: p.email }))}
        onAdd={(ids) => addSessionTeachers(id, ids)}
        onRemove={(teacherId) => removeSessionTeacher(id, teacherId)}
        readOnly={readOnly}
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
        onRemove={(studentId) => {
          setAsking(session.attendees.find((s) => s.id === studentId) ?? null)
          return Promise.resolve()
        }}
        readOnly={readOnly}
      />
      {failed && (
        <p className="form-error" role="alert">
          {r.error}
        </p>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={r.removeTitle}
        message={asking ? r.removeMessage(fullName(asking)) : ''}
        confirmLabel={r.removeConfirm}
        onConfirm={remove}
        onCancel={() => setAsking(null)}
      />
      <UndoToast
        message={removed ? r.removed(removed.name) : null}
        actionLabel={r.undo}
        busy={undoing}
        onAction={undo}
        onDismiss={dismiss}
      />
    </>
  )
}
