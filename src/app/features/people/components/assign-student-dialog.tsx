// The dialog that puts a student in a supporter's charge: every student of the offline store,
// searchable by name or e-mail (a teacher, by name: families' e-mails are admins'), one to choose,
// then 'Asignar'. Pressing it with no choice says so inline (no window.alert). Native <dialog>:
// focus stays inside, Escape closes.
import { useId, useState, type FormEvent } from 'react'
import { DialogActions, ModalDialog } from '#app/components/ui/modal-dialog.tsx'
import { ui } from '#app/i18n/ui.ts'
import { uiPeople } from '#app/i18n/ui-people.ts'
import { matchesPerson } from '#shared/search.ts'
import { seesFamilyIdentifiers } from '#shared/people-access.ts'
import { useSessionUser } from '#app/lib/session/session-user-context.ts'
import { useStudentCandidates } from '#app/offline/student-candidates.ts'
import { SearchField } from './search-field.tsx'

const t = uiPeople.supporter
/** Enough to pick from; typing narrows the rest. */
const MAX_SHOWN = 200

interface AssignStudentDialogProps {
  open: boolean
  /** Students already in the supporter's charge (not offered again). */
  excludeIds: readonly string[]
  busy: boolean
  error: string | null
  onAssign: (studentId: string) => void
  onClose: () => void
}

export function AssignStudentDialog(props: AssignStudentDialogProps) {
  return (
    <ModalDialog
      open={props.open}
      onCancel={props.onClose}
      labelledBy="assign-student-title"
      className="confirm-dialog pick-student-dialog"
    >
      {props.open && <AssignStudentForm {...props} />}
    </ModalDialog>
  )
}

function AssignStudentForm({
  excludeIds,
  busy,
  error,
  onAssign,
  onClose,
}: AssignStudentDialogProps) {
  const [search, setSearch] = useState('')
  const [chosen, setChosen] = useState<string | null>(null)
  const [missingChoice, setMissingChoice] = useState(false)
  const { students } = useStudentCandidates()
  const byNameOnly = !seesFamilyIdentifiers(useSessionUser()?.role)
  const ids = useId()
  const excluded = new Set(excludeIds)
  const matches = (students ?? [])
    .filter((s) => !excluded.has(s.id))
    .filter((s) => matchesPerson({ name: s.name, last_name: s.last_name, email: s.email }, search))
    .slice(0, MAX_SHOWN)

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!chosen) {
      setMissingChoice(true)
      return
    }
    onAssign(chosen)
  }

  const message = missingChoice ? t.chooseStudent : error
  return (
    <form onSubmit={onSubmit} noValidate>
      <h2 id="assign-student-title">{t.assignTitle}</h2>
      <SearchField
        id={`${ids}-search`}
        label={byNameOnly ? uiPeople.searchByName : t.assignSearch}
        autoFocus
        value={search}
        onChange={setSearch}
      />
      <fieldset
        className="pick-student-choices"
        aria-describedby={message ? `${ids}-error` : undefined}
      >
        <legend className="visually-hidden">{t.assignList}</legend>
        {students === undefined ? (
          <p className="table-status">{ui.common.loading}</p>
        ) : matches.length === 0 ? (
          <p className="table-status">{t.noMatches}</p>
        ) : (
          <ul className="people-scroll pick-student-list">
            {matches.map((student) => (
              <li key={student.id}>
                <label
                  className={
                    chosen === student.id ? 'pick-student-choice chosen' : 'pick-student-choice'
                  }
                >
                  <input
                    type="radio"
                    name={`${ids}-student`}
                    value={student.id}
                    checked={chosen === student.id}
                    onChange={() => {
                      setChosen(student.id)
                      setMissingChoice(false)
                    }}
                  />
                  <span>
                    <span className="pick-student-name">
                      {student.name} {student.last_name}
                    </span>
                    {student.email && <span className="pick-student-detail">{student.email}</span>}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      {message && (
        <p id={`${ids}-error`} className="form-error" role="alert">
          {message}
        </p>
      )}
      <DialogActions
        cancelLabel={ui.common.cancel}
        onCancel={onClose}
        cancelDisabled={busy}
        confirmLabel={busy ? t.assigning : t.assign}
        confirmDisabled={busy}
        tone="primary"
      />
    </form>
  )
}
