// The roster at the top of a class: every student of the group (and anyone added) with a large
// Presente / Ausente toggle and a transport toggle. Nobody is marked until the teacher taps:
// only present students are billed, an absence is recorded. Each tap is a local write queued for
// the server (session.addStudents with the status), so it works with no signal. A cancelled
// class shows its list read-only: nobody is marked on a class that did not take place.
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import type { AttendanceInput, AttendanceStatus } from '#shared/contract/class-sessions.ts'
import { compareNames, fullName } from '#shared/name-order.ts'
import { uiField } from '#app/i18n/ui-field.ts'
import { EmergencyCardButton } from '#app/components/emergency-card/emergency-card-button.tsx'
import { addSessionStudents, setSessionTransport } from '#app/offline/mutations.ts'
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

type Override = Partial<Pick<RosterRow, 'status' | 'used_transport'>>

export function Roster({
  session,
  readOnly = false,
}: {
  session: ClassSessionWithPeople
  readOnly?: boolean
}) {
  // A tap shows at once; the store's copy (read live) catches up a moment later.
  const [overrides, setOverrides] = useState<Record<string, Override>>({})
  const stored = rosterRows(session)
  const rows = stored.map((row) => ({ ...row, ...overrides[row.id] }))
  const caughtUp = stored.every((row) => {
    const o = overrides[row.id]
    return (
      !o ||
      ((o.status === undefined || o.status === row.status) &&
        (o.used_transport === undefined || o.used_transport === row.used_transport))
    )
  })
  // Once the store shows every tap, it is the only source again (a pull may change it later).
  if (caughtUp && Object.keys(overrides).length > 0) setOverrides({})
  const [failed, setFailed] = useState(false)
  const [saved, setSaved] = useState<string | null>(null)
  const savedRef = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (saved) savedRef.current?.scrollIntoView({ block: 'center' })
  }, [saved])

  function write(studentId: string, override: Override, change: () => Promise<void>) {
    setOverrides((all) => ({ ...all, [studentId]: { ...all[studentId], ...override } }))
    setSaved(null)
    setFailed(false)
    change().catch((error: unknown) => {
      console.error(error)
      setFailed(true)
    })
  }
  const mark = (input: AttendanceInput) =>
    write(input.student_id, input, () => addSessionStudents(session.id, [input]))

  function done() {
    const count = (status: AttendanceStatus | null) =>
      rows.filter((row) => row.status === status).length
    setSaved(t.saved(count('present'), count('absent'), count(null)))
  }

  return (
    <section className="roster" aria-labelledby="roster-title">
      <h2 id="roster-title">{t.title}</h2>
      <p className="field-hint">{readOnly ? t.cancelled : t.hint}</p>
      {rows.length === 0 && <p className="table-status">{t.empty}</p>}
      <ul className="roster-list">
        {rows.map((row) => (
          <li key={row.id} className={`roster-row roster-${row.status ?? 'unmarked'}`}>
            <span className="roster-name">{row.name}</span>
            <EmergencyCardButton studentId={row.id} name={row.name} />
            <div className="roster-toggles">
              <button
                type="button"
                className="roster-toggle roster-toggle-present"
                aria-pressed={row.status === 'present'}
                aria-label={t.presentOf(row.name)}
                disabled={readOnly}
                onClick={() => mark({ student_id: row.id, status: 'present' })}
              >
                {t.present}
              </button>
              <button
                type="button"
                className="roster-toggle roster-toggle-absent"
                aria-pressed={row.status === 'absent'}
                aria-label={t.absentOf(row.name)}
                disabled={readOnly}
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
                  disabled={readOnly || row.status !== 'present'}
                  aria-label={t.transportOf(row.name)}
                  onChange={(event) =>
                    write(row.id, { used_transport: event.target.checked }, () =>
                      setSessionTransport(session.id, row.id, event.target.checked),
                    )
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
      {!readOnly && (
        <button type="button" className="btn btn-primary roster-done" onClick={done}>
          {t.done}
        </button>
      )}
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
