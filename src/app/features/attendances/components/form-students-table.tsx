// The create form's student list: everyone listed attends; transport is ticked per student.
import { uiField } from '#app/i18n/ui-field.ts'
import { DataTable } from '#app/components/ui/data-table.tsx'
import type { FormStudent } from '../class-form-state.ts'

const t = uiField.classForm

interface FormStudentsTableProps {
  students: readonly FormStudent[]
  onTransport: (id: string, value: boolean) => void
  onRemove: (id: string) => void
}

export function FormStudentsTable({ students, onTransport, onRemove }: FormStudentsTableProps) {
  return (
    <DataTable
      caption={t.studentsCaption}
      columns={[
        { header: t.studentName, cell: (student) => student.displayName },
        {
          header: t.transport,
          narrow: true,
          cell: (student) => (
            <label className="check-target">
              <input
                type="checkbox"
                checked={student.used_transport}
                aria-label={t.transportOf(student.displayName)}
                onChange={(event) => onTransport(student.id, event.target.checked)}
              />
            </label>
          ),
        },
      ]}
      rows={students}
      rowKey={(student) => student.id}
      emptyText={t.noStudentsYet}
      action={{
        header: t.remove,
        label: () => t.remove,
        ariaLabel: (student) => t.removeStudent(student.displayName),
        onClick: (student) => onRemove(student.id),
      }}
    />
  )
}
