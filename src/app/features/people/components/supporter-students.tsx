// A supporter's students in charge (spec §2): the list (from the server, or the offline store
// without signal), 'Agregar alumno' with the assign dialog, and 'Quitar' with a confirmation.
import { useState } from 'react'
import type { SupporterDetail } from '#shared/contract/users.ts'
import { uiPeople } from '#app/i18n/ui-people.ts'
import { fullName } from '#shared/name-order.ts'
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx'
import { DataTable, type Column } from '#app/components/ui/data-table.tsx'
import { useOnline } from '#app/offline/hooks.ts'
import { useAssignStudent, useRemoveStudent } from '../api/supporter-students.ts'
import { useLocalSupportedStudents } from '../hooks/use-local-person.ts'
import { AssignStudentDialog } from './assign-student-dialog.tsx'
import { PeopleCard } from './people-card.tsx'

type Student = SupporterDetail['supported_students'][number]

const t = uiPeople.supporter

// NOTE: name and e-mail share a cell so the remove button stays in view on a phone.
const columns: Column<Student>[] = [
  {
    header: uiPeople.columns.name,
    cell: (s) => (
      <span className="person-cell">
        <span>
          {s.name} {s.last_name}
        </span>
        {s.email && <span className="person-cell-detail">{s.email}</span>}
      </span>
    ),
  },
]

interface SupporterStudentsProps {
  supporterId: string
  /** The server's list; undefined while it is not there (offline): the store's is shown. */
  serverStudents: readonly Student[] | undefined
}

export function SupporterStudents({ supporterId, serverStudents }: SupporterStudentsProps) {
  const local = useLocalSupportedStudents(supporterId)
  const online = useOnline()
  const [assigning, setAssigning] = useState(false)
  const [removing, setRemoving] = useState<Student | null>(null)
  const assign = useAssignStudent(supporterId)
  const remove = useRemoveStudent(supporterId)
  const students =
    serverStudents ??
    local?.map((s) => ({ id: s.id, name: s.name, last_name: s.last_name, email: '' }))

  const onRemove = () => {
    if (!removing) return
    remove.mutate(removing.id, { onSettled: () => setRemoving(null) })
  }

  return (
    <PeopleCard
      id="supported"
      title={t.students}
      action={
        <button
          type="button"
          className="btn btn-primary btn-small"
          disabled={!online}
          onClick={() => {
            assign.reset()
            setAssigning(true)
          }}
        >
          {t.add}
        </button>
      }
    >
      {!online && <p className="field-hint">{uiPeople.detail.offlineActions}</p>}
      {remove.isError && (
        <p className="form-error" role="alert">
          {t.removeFailed}
        </p>
      )}
      <div className="people-scroll">
        <DataTable
          cards
          caption={t.studentsCaption}
          columns={columns}
          rows={students}
          rowKey={(s) => s.id}
          loading={students === undefined}
          emptyText={t.noStudents}
          rowHref={(s) => `/students/${s.id}`}
          action={{
            label: () => t.remove,
            tone: 'danger',
            disabled: () => !online,
            onClick: (student) => {
              remove.reset()
              setRemoving(student)
            },
          }}
        />
      </div>
      <AssignStudentDialog
        open={assigning}
        excludeIds={students?.map((s) => s.id) ?? []}
        busy={assign.isPending}
        error={assign.isError ? t.assignFailed : null}
        onAssign={(studentId) => assign.mutate(studentId, { onSuccess: () => setAssigning(false) })}
        onClose={() => setAssigning(false)}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t.removeTitle}
        message={removing ? t.removeMessage(fullName(removing)) : ''}
        confirmLabel={t.remove}
        busy={remove.isPending}
        onConfirm={onRemove}
        onCancel={() => setRemoving(null)}
      />
    </PeopleCard>
  )
}
