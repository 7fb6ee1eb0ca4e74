// The create form's student list: everyone listed attends; transport is ticked per student.
import { uiField } from '#shared/i18n/ui-field.ts'
import type { FormStudent } from '../class-form-state.ts'

const t = uiField.classForm

interface FormStudentsTableProps {
  students: readonly FormStudent[]
  onTransport: (id: string, value: boolean) => void
  onRemove: (id: string) => void
}

export function FormStudentsTable({ students, onTransport, onRemove }: FormStudentsTableProps) {
  if (students.length === 0) return <p className="table-status">{t.noStudentsYet}</p>
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption className="visually-hidden">{t.studentsCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.studentName}</th>
            <th scope="col" className="narrow">
              {t.transport}
            </th>
            <th scope="col" className="narrow">
              {t.remove}
            </th>
          </tr>
        </thead>
        <tbody>
          {students.map((student) => (
            <tr key={student.id}>
              <td>{student.displayName}</td>
              <td className="narrow">
                <label className="check-target">
                  <input
                    type="checkbox"
                    checked={student.used_transport}
                    aria-label={t.transportOf(student.displayName)}
                    onChange={(event) => onTransport(student.id, event.target.checked)}
                  />
                </label>
              </td>
              <td className="narrow">
                <button
                  type="button"
                  className="btn btn-small btn-secondary"
                  aria-label={t.removeStudent(student.displayName)}
                  onClick={() => onRemove(student.id)}
                >
                  {t.remove}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
