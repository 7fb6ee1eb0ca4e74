// The roster at the top of a class: every student of the group (and anyone added) with a large
// Presente / Ausente toggle and a transport toggle. Nobody is marked until the teacher taps:
// only present students are billed, an absence is recorded. Each tap is a local write queued for
// the server (session.addStudents with the status), so it works with no signal.
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import type { AttendanceInput, AttendanceStatus } from '#shared/contract/class-sessions.ts'
import { compareNames, fullName } from '#shared/name-order.ts'
import { uiField } from '#app/i18n/ui-field.ts'
import { addSessionStudents } from '#app/offline/mutations.ts'
import type { ClassSessionWithPeople } from '#app/offline/queries.ts'

const t = uiField.roster

interface RosterRow {
  id: string
  name: string
  status: AttendanceStatus | null
  used_transport: boolean
}

/** Everyone on the list, marked or not, in the Spanish order of names. */
export function rosterRows(session: ClassSessionWithPeople): RosterRow[] {
  const people = [
    ...session.attendees.map((s) => ({ ...s, status: s.status as AttendanceStatus | null })),
    ...session.unmarked.map((s) => ({ ...s, status: null, used_transport: false })),
  ].sort(compareNames)
  return people.map((s) => ({
    id: s.id,
    name: fullName(s),
    status: s.status,
    used_transport: s.used_transport,
  }))
}

export function Roster({ session }: { session: ClassSessionWithPeople }) {
  const rows = rosterRows(session)
  const [failed, setFailed] = useState(false)
  const [saved, setSaved] = useState<string | null>(null)
  const savedRef = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (saved) savedRef.current?.scrollIntoView({ block: 'center' })
  }, [saved])

  function mark(input: AttendanceInput) {
    setSaved(null)
    setFailed(false)
    addSessionStudents(session.id, [input]).catch((error: unknown) => {
      console.error(error)
      setFailed(true)
    })
  }

  function done() {
    const count = (status: AttendanceStatus | null) =>
      rows.filter((row) => row.status === status).length
    setSaved(t.saved(count('present'), count('absent'), count(null)))
  }

  return (
    <section className="roster" aria-labelledby="roster-title">
      <h2 id="roster-title">{t.title}</h2>
      <p className="field-hint">{t.hint}</p>
      {rows.length === 0 && <p className="table-status">{t.empty}</p>}
      <ul className="roster-list">
        {rows.map((row) => (
          <li key={row.id} className={`roster-row roster-${row.status ?? 'unmarked'}`}>
            <span className="roster-name">{row.name}</span>
            <div className="roster-toggles">
              <button
                type="button"
                className="roster-toggle roster-toggle-present"
                aria-pressed={row.status === 'present'}
                aria-label={t.presentOf(row.name)}
                onClick={() => mark({ student_id: row.id, status: 'present' })}
              >
                {t.present}
              </button>
              <button
                type="button"
                className="roster-toggle roster-toggle-absent"
                aria-pressed={row.status === 'absent'}
                aria-label={t.absentOf(row.name)}
                onClick={() =>
                  mark({ student_id: row.id, status: 'absent', used_transport: false })
                }
              >
                {t.absent}
              </button>
              <label className="roster-transport">
                <input
                  type="checkbox"
                  checked={row.used_transport}
                  disabled={row.status !== 'present'}
                  aria-label={t.transportOf(row.name)}
                  onChange={(event) =>
                    mark({ student_id: row.id, used_transport: event.target.checked })
                  }
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
      <button type="button" className="btn btn-primary roster-done" onClick={done}>
        {t.done}
      </button>
      {saved && (
        <div className="form-success-block">
          <p className="form-success" role="status" ref={savedRef}>
            {saved}
          </p>
          <Link to="/today">{t.backToToday}</Link>
        </div>
      )}
    </section>
  )
}
