// The roster at the top of a class, one compact row per child so eleven fit on a phone: the
// name, Presente / Ausente, transport and the emergency card. Nobody is marked until the teacher
// taps (or 'Todos presentes' marks everyone not marked yet, in one write); only present students
// are billed, an absence is recorded. Each tap is a local write queued for the server
// (session.addStudents with the status), so it works with no signal; the row is shown as being
// saved (aria-busy, dimmed) until that write has committed. A cancelled class shows its list
// read-only. Marks after the name, offline too: an allergy or a medication on the child's
// emergency card, and a waiver or health consent (version in force) not signed.
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import type { AttendanceInput, AttendanceStatus } from '#shared/contract/class-sessions.ts'
import { compareNames, fullName } from '#shared/name-order.ts'
import { DOCUMENT_NAMES, type DocumentKind } from '#shared/documents.ts'
import { uiEmergency } from '#app/i18n/ui-emergency.ts'
import { uiField } from '#app/i18n/ui-field.ts'
import { EmergencyCardButton } from '#app/components/emergency-card/emergency-card-button.tsx'
import { useCardsOnDevice } from '#app/offline/hooks.ts'
import type { LocalEmergencyCard } from '#app/offline/db.ts'
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

/** What a row's marks say: an allergy or a medication on the card, documents not signed. */
export interface RowMarks {
  allergy: boolean
  medication: boolean
  missing: readonly DocumentKind[]
}

export function rowMarks(card: LocalEmergencyCard | undefined, missing: readonly DocumentKind[]) {
  return {
    allergy: (card?.allergies ?? '').trim() !== '',
    medication: (card?.medication ?? '').trim() !== '',
    missing,
  }
}

/** The counts over the roster: "7 presentes · 1 ausente · 3 sin marcar". */
export function rosterCounts(rows: readonly { status: AttendanceStatus | null }[]) {
  const count = (status: AttendanceStatus | null) =>
    rows.filter((row) => row.status === status).length
  return { present: count('present'), absent: count('absent'), unmarked: count(null) }
}

/** The mark of a child who may not ride yet: a waiver or health consent is not signed. */
export function ConsentsMissing({ kinds }: { kinds: readonly DocumentKind[] }) {
  if (kinds.length === 0) return null
  return (
    <span
      className="roster-mark roster-consents"
      role="img"
      aria-label={t.consentsMissing}
      title={t.consentsMissingOf(kinds.map((kind) => DOCUMENT_NAMES[kind]))}
    >
      !
    </span>
  )
}

/** The marks a row may show, in their order: the card's (allergy, medication), then consents. */
const MARKS = [
  {
    key: 'allergy',
    letter: 'A',
    label: uiEmergency.allergyMark,
    legend: t.legendAllergy,
    on: (m: RowMarks) => m.allergy,
  },
  {
    key: 'medication',
    letter: 'M',
    label: uiEmergency.medicationMark,
    legend: t.legendMedication,
    on: (m: RowMarks) => m.medication,
  },
  {
    key: 'consents',
    letter: '!',
    label: t.consentsMissing,
    legend: t.legendConsents,
    on: (m: RowMarks) => m.missing.length > 0,
  },
] as const
const CARD_MARKS = MARKS.slice(0, 2)

/** An allergy (A) or a medication (M) on the child's card: what, the card says (one tap away). */
function CardMarks({ marks }: { marks: RowMarks }) {
  return CARD_MARKS.filter((mark) => mark.on(marks)).map((mark) => (
    <span
      key={mark.key}
      className={`roster-mark roster-${mark.key}`}
      role="img"
      aria-label={mark.label}
      title={mark.label}
    >
      {mark.letter}
    </span>
  ))
}

/** The key of the marks shown (none shown: no key). */
function MarksLegend({ marks }: { marks: RowMarks[] }) {
  const items = MARKS.filter((mark) => marks.some(mark.on)).map((mark) => (
    <span key={mark.key}>
      <span className={`roster-mark roster-${mark.key}`} aria-hidden="true">
        {mark.letter}
      </span>{' '}
      {mark.legend}
    </span>
  ))
  if (items.length === 0) return null
  return (
    <p className="roster-legend" aria-hidden="true">
      {items}
    </p>
  )
}

function TransportIcon() {
  return (
    <svg className="roster-van" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 6a2 2 0 0 1 2-2h10l5 5v7a1 1 0 0 1-1 1h-1.2a2.5 2.5 0 0 1-4.6 0H9.8a2.5 2.5 0 0 1-4.6 0H4a1 1 0 0 1-1-1zm2 0v4h4V6zm6 0v4h6.2l-4-4zM7.5 16.2a1.2 1.2 0 1 0 0 .1zm8 0a1.2 1.2 0 1 0 0 .1z" />
    </svg>
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
  const cards = useCardsOnDevice(rows.map((row) => row.id))
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
  // Everyone not marked yet, present, in one local write (one queued change).
  const unmarked = rows.filter((row) => row.status === null)
  function markAllPresent() {
    if (unmarked.length === 0) return
    const saving = addSessionStudents(
      session.id,
      unmarked.map((row) => ({ student_id: row.id, status: 'present' })),
    )
    for (const row of unmarked) change(row.id, { status: 'present' }, () => saving)
  }
  const counts = rosterCounts(rows)
  const marks = rows.map((row) => rowMarks(cards.get(row.id), row.missing))

  return (
    <section className="roster" aria-labelledby="roster-title">
      <h2 id="roster-title" className="visually-hidden">
        {t.title}
      </h2>
      {readOnly && <p className="field-hint">{t.cancelled}</p>}
      {rows.length > 0 && (
        <div className="roster-bar">
          <p className="roster-counts" aria-live="polite">
            {/* Broken between the counts, never inside one. */}
            {t
              .counts(counts.present, counts.absent, counts.unmarked)
              .split(' · ')
              .map((part, i) => (
                <span key={i}>
                  {i > 0 && ' · '}
                  <span className="roster-count">{part}</span>
                </span>
              ))}
          </p>
          {!readOnly && (
            <button
              type="button"
              className="btn btn-secondary roster-all"
              disabled={unmarked.length === 0}
              onClick={markAllPresent}
            >
              {t.allPresent}
            </button>
          )}
        </div>
      )}
      {rows.length === 0 && <p className="table-status">{t.empty}</p>}
      <ul className="roster-list">
        {rows.map((row, i) => (
          <li
            key={row.id}
            className={`roster-row roster-${row.status ?? 'unmarked'}${row.pending ? ' roster-row-pending' : ''}`}
            aria-busy={row.pending}
          >
            <span className="roster-who">
              {/* The marks first: a long name is cut at two lines, never a mark. */}
              <CardMarks marks={marks[i]!} />
              <ConsentsMissing kinds={row.missing} />
              <span className="roster-name" title={row.name}>
                {row.name}
              </span>
            </span>
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
              <label className="roster-transport" title={t.transport}>
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
                <TransportIcon />
                <span className="roster-transport-text" aria-hidden="true">
                  {t.transport}
                </span>
              </label>
            </div>
            <EmergencyCardButton studentId={row.id} name={row.name} iconOnly />
          </li>
        ))}
      </ul>
      <MarksLegend marks={marks} />
      {!readOnly && rows.length > 0 && <p className="field-hint roster-hint">{t.hint}</p>}
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
            {t.saved(counts.present, counts.absent, counts.unmarked)}
          </p>
          <Link to="/today">{t.backToToday}</Link>
        </div>
      )}
    </section>
  )
}
