// One tap from a roster row or the student page: the student's emergency card in a dialog, read
// from the offline store (works with no signal). Each opening is logged and audited (card-views.ts).
import './emergency-card.css'
import { useEffect, useId, useState } from 'react'
import { useLiveQuery } from 'dexie-react-hooks'
import { uiEmergency as t } from '#app/i18n/ui-emergency.ts'
import { cardOnDevice, logCardView } from '#app/offline/card-views.ts'
import { db } from '#app/offline/db.ts'
import { fullName } from '#shared/name-order.ts'
import { ModalDialog } from '../ui/modal-dialog.tsx'
import { EmergencyCardView, type CardPerson } from './emergency-card-view.tsx'

async function loadCard(studentId: string) {
  const student = await db.students.get(studentId)
  const supporter = student?.supporter_id ? await db.supporters.get(student.supporter_id) : null
  const guardian: CardPerson | null = supporter
    ? { name: fullName(supporter), relation: t.guardian, phone: supporter.phone }
    : null
  return { student, guardian, card: await cardOnDevice(studentId) }
}

function EmergencyCardDialog(props: { studentId: string; name: string; onClose: () => void }) {
  const titleId = useId()
  const data = useLiveQuery(() => loadCard(props.studentId), [props.studentId])

  // Logged once per opening, when the health notes are on screen.
  const shown = data?.card.state === 'card'
  useEffect(() => {
    if (shown) void logCardView(props.studentId)
  }, [shown, props.studentId])

  const name = data?.student ? fullName(data.student) : props.name
  return (
    <ModalDialog open onCancel={props.onClose} labelledBy={titleId} className="emergency-dialog">
      <div className="emergency-dialog-head">
        <h2 id={titleId}>{t.title(name)}</h2>
        <button type="button" className="btn btn-secondary" onClick={props.onClose}>
          {t.close}
        </button>
      </div>
      {data ? <EmergencyCardView guardian={data.guardian} card={data.card} /> : <p>{t.loading}</p>}
    </ModalDialog>
  )
}

/**
 * A button opening `studentId`'s emergency card, named 'Emergencia de <name>'; `iconOnly`: a
 * square red-cross button (a roster row), else the cross with the word.
 */
export function EmergencyCardButton({
  studentId,
  name,
  iconOnly = false,
}: {
  studentId: string
  name: string
  iconOnly?: boolean
}) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className={`btn btn-secondary emergency-button${iconOnly ? ' emergency-button-icon' : ''}`}
        aria-label={t.openFor(name)}
        title={iconOnly ? t.openFor(name) : undefined}
        onClick={() => setOpen(true)}
      >
        <svg className="emergency-cross" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M6 1h4v5h5v4h-5v5H6v-5H1V6h5z" />
        </svg>
        {!iconOnly && ` ${t.open}`}
      </button>
      {open && (
        <EmergencyCardDialog studentId={studentId} name={name} onClose={() => setOpen(false)} />
      )}
    </>
  )
}
