// The roster at the top of a class: every student of the group (and anyone added) with a large
// Presente / Ausente toggle and a transport toggle. Nobody is marked until the teacher taps:
// only present students are billed, an absence is recorded. Each tap is a local write queued for
// the server (session.addStudents with the status), so it works with no signal; the row is shown
// as being saved (aria-busy, dimmed) until that write has committed. A cancelled
// class shows its list read-only: nobody is marked on a class that did not take place. A child
// whose waiver or health consent (the version in force) is not signed is marked with a small
// icon, offline too (the pull's `consents_missing`).
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import type { AttendanceInput, AttendanceStatus } from '#shared/contract/class-sessions.ts'
import { compareNames, fullName } from '#shared/name-order.ts'
import { DOCUMENT_NAMES, type DocumentKind } from '#shared/documents.ts'
import { uiField } from '#app/i18n/ui-field.ts'
import { EmergencyCardButton } from '#app/components/emergency-card/emergency-card-button.tsx'
import { addSessionStudents, setSessionTransport } from '#app/offline/mutations.ts'
import type { ClassSessionWithPeople } from '#app/offline/queries.ts'
import { useRosterWrites, type Override, type RosterState } from './use-roster-writes.ts'
import './roster.css'

const t = uiField.roster

interface StatusToggle {
  status: AttendanceStatus
  label: string
  labelOf: (name: string) => string
  /** What a tap records, besides the student. */
  mark: Omit<AttendanceInput, 'student_id'>
}

/** Presente, then Ausente (an absence takes no transport). */
const STATUS_TOGGLES: readonly StatusToggle[] = [
  { status: 'present', label: t.present, labelOf: t.presentOf, mark: { status: 'present' } },
  {
    status: 'absent',
    label: t.absent,
    labelOf: t.absentOf,
    mark: { status: 'absent', used_transport: false },
  },
]

interface RosterRow extends RosterState {
  id: string
  name: string
  /** The documents required to ride the guardian has not signed (version in force). */
  missing: readonly DocumentKind[]
}

/** Everyone on the list, marked or not, in the Spanish order of names. */
export function rosterRows(session: ClassSessionWithPeople): RosterRow[] {
  const people = [
    ...session.attendees,
    ...session.unmarked.map((s) => ({ ...s, status: null, used_transport: false })),
  ].sort(compareNames)
  return people.map((s) => ({
    id: s.id,
    name: fullName(s),
    status: s.status,
    used_transport: s.used_transport,
    missing: s.consents_missing ?? [],
  }))
}

/** The mark of a child who may not ride yet: a waiver or health consent is not signed. */
export function ConsentsMissing({ kinds }: { kinds: readonly DocumentKind[] }) {
  if (kinds.length === 0) return null
  return (
    <span
      className="roster-consents"
      role="img"
      aria-label={t.consentsMissing}
      title={t.consentsMissingOf(kinds.map((kind) => DOCUMENT_NAMES[kind]))}
    >
      !
    </span>
  )
}

export function Roster({
  session,
  readOnly = false,
}: {
  session: ClassSessionWithPeople
  readOnly?: boolean
}) {
  const { shown, write, settled } = useRosterWrites(session.seenWrites)
  const rows = rosterRows(session).map(shown)
  const [failed, setFailed] = useState(false)
  // Listo was tapped and every tap before it is saved on this device (a new tap hides it).
  const [saved, setSaved] = useState(false)
  const savedRef = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (saved) savedRef.current?.scrollIntoView({ block: 'center' })
  }, [saved])

  function change(studentId: string, override: Override, save: () => Promise<void>) {
    setSaved(false)
    setFailed(false)
    void write(studentId, override, save).then((ok) => {
      if (!ok) setFailed(true)
    })
  }
  const mark = (input: AttendanceInput) =>
    change(input.student_id, input, () => addSessionStudents(session.id, [input]))
  const count = (status: AttendanceStatus | null) =>
    rows.filter((row) => row.status === status).length

  return (
    <section className="roster" aria-labelledby="roster-title">
      <h2 id="roster-title">{t.title}</h2>
      <p className="field-hint">{readOnly ? t.cancelled : t.hint}</p>
      {rows.length === 0 && <p className="table-status">{t.empty}</p>}
      <ul className="roster-list">
        {rows.map((row) => (
          <li
            key={row.id}
            className={`roster-row roster-${row.status ?? 'unmarked'}${row.pending ? ' roster-row-pending' : ''}`}
            aria-busy={row.pending}
          >
            <span className="roster-who">
              <span className="roster-name">{row.name}</span>
              <ConsentsMissing kinds={row.missing} />
            </span>
            <EmergencyCardButton studentId={row.id} name={row.name} />
            <div className="roster-toggles">
              {STATUS_TOGGLES.map((toggle) => (
                <button
                  key={toggle.status}
                  type="button"
                  className={`roster-toggle roster-toggle-${toggle.status}`}
                  aria-pressed={row.status === toggle.status}
                  aria-label={toggle.labelOf(row.name)}
                  disabled={readOnly}
                  onClick={() => mark({ student_id: row.id, ...toggle.mark })}
                >
                  {toggle.label}
                </button>
              ))}
              <label className="roster-transport">
                <input
                  type="checkbox"
                  checked={row.used_transport}
                  disabled={readOnly || row.status !== 'present'}
                  aria-label={t.transportOf(row.name)}
                  onChange={(event) => {
                    const used = event.target.checked
                    change(row.id, { used_transport: used }, () =>
                      setSessionTransport(session.id, row.id, used),
                    )
                  }}
                />
                <span aria-hidden="true">{t.transport}</span>
              </label>
            </div>
          </li>
        ))}
      </ul>
      {failed && (
        <p className="form-error" role="alert">
          {t.error}
        </p>
      )}
      {!readOnly && (
        <button
          type="button"
          className="btn btn-primary roster-done"
          onClick={() => void settled().then(() => setSaved(true))}
        >
          {t.done}
        </button>
      )}
      {saved && (
        <div className="form-success-block">
          <p className="form-success" role="status" ref={savedRef}>
            {t.saved(count('present'), count('absent'), count(null))}
          </p>
          <Link to="/today">{t.backToToday}</Link>
        </div>
      )}
    </section>
  )
}
