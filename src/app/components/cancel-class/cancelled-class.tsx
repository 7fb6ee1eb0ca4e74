// A cancelled class: the banner saying why ('Clase cancelada · Lluvia'), 'Reabrir clase' for a
// mistake (asked first), and 'Avisar a los apoderados': each guardian of the class's students
// with a WhatsApp button carrying the prepared message, and one message to copy for everyone.
// Everything comes from the local store, so it works at a trailhead with no signal.
import './cancel-class.css'
import { useState } from 'react'
import { cancelReasonText, type CancelReason } from '#shared/contract/class-sessions.ts'
import { fullName } from '#shared/name-order.ts'
import { formatPhone, isValidPhone, whatsappUrl } from '#shared/phone.ts'
import { uiField } from '#app/i18n/ui-field.ts'
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx'
import { useContactsToTell } from '#app/offline/hooks.ts'
import { uncancelClassSession } from '#app/offline/mutations.ts'
import type { ClassSessionWithPeople, ContactToTell } from '#app/offline/queries.ts'
import { cancelMessage, type CancelledClass } from './cancel-message.ts'

const t = uiField.cancel

type Cancellation = { reason: CancelReason; note: string | null }

export function CancelledClass({
  session,
  cancelled,
}: {
  session: ClassSessionWithPeople
  cancelled: Cancellation
}) {
  const [asking, setAsking] = useState(false)
  const [failed, setFailed] = useState(false)
  const reopen = () => {
    setAsking(false)
    setFailed(false)
    uncancelClassSession(session.id).catch((error: unknown) => {
      console.error(error)
      setFailed(true)
    })
  }
  const about: CancelledClass = {
    title: session.group?.name ?? session.name,
    isGroup: session.group !== null,
    session_date: session.session_date,
    ...cancelled,
  }
  return (
    <>
      <section className="cancelled-banner" aria-labelledby="cancelled-title">
        <div>
          <h2 id="cancelled-title">{t.banner(cancelReasonText(cancelled))}</h2>
          <p>{t.bannerHint}</p>
        </div>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          onClick={() => setAsking(true)}
        >
          {t.reopen}
        </button>
      </section>
      {failed && (
        <p className="form-error" role="alert">
          {t.reopenFailed}
        </p>
      )}
      <ConfirmDialog
        open={asking}
        title={t.reopenTitle}
        message={t.reopenMessage}
        confirmLabel={t.reopen}
        onConfirm={reopen}
        onCancel={() => setAsking(false)}
      />
      <GuardiansToTell session={session} about={about} />
    </>
  )
}

function GuardiansToTell({
  session,
  about,
}: {
  session: ClassSessionWithPeople
  about: CancelledClass
}) {
  const contacts = useContactsToTell(session)
  const forAll = cancelMessage(about)
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null)
  const copy = () => {
    const clipboard = navigator.clipboard as Clipboard | undefined
    if (!clipboard) {
      setCopied('failed')
      return
    }
    clipboard.writeText(forAll).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    )
  }
  return (
    <section className="tell-guardians" aria-labelledby="tell-title">
      <h2 id="tell-title">{t.tellTitle}</h2>
      <p className="field-hint">{t.tellHint}</p>
      {contacts?.length === 0 && <p className="table-status">{t.tellEmpty}</p>}
      <ul className="tell-list">
        {contacts?.map((contact) => (
          <ContactRow key={contact.id} contact={contact} about={about} />
        ))}
      </ul>
      <div className="tell-copy">
        <p className="tell-message" aria-label={t.messageLabel}>
          {forAll}
        </p>
        <button type="button" className="btn btn-secondary" onClick={copy}>
          {t.copy}
        </button>
        <span className="tell-copied" role="status">
          {copied === 'yes' && t.copied}
        </span>
        {copied === 'failed' && (
          <p className="form-error" role="alert">
            {t.copyFailed}
          </p>
        )}
      </div>
    </section>
  )
}

function ContactRow({ contact, about }: { contact: ContactToTell; about: CancelledClass }) {
  const name = fullName(contact)
  const phone = contact.phone
  const chat = phone === null ? null : whatsappUrl(phone, cancelMessage(about, contact.name))
  return (
    <li className="tell-row">
      <span className="tell-who">
        <span className="tell-name">{name}</span>
        <span className="tell-detail">
          {contact.guardian ? t.guardianOf(contact.students.join(', ')) : t.studentSelf}
        </span>
        <span className="tell-detail">
          {phone === null
            ? t.noPhone
            : isValidPhone(phone)
              ? formatPhone(phone)
              : t.badPhone(phone)}
        </span>
      </span>
      {chat && (
        <a
          className="btn btn-whatsapp btn-small"
          href={chat}
          target="_blank"
          rel="noreferrer"
          aria-label={t.whatsappTo(name)}
        >
          {t.whatsapp}
        </a>
      )}
    </li>
  )
}
