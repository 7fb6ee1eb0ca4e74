// 'WhatsApp a todos', one by one: the guardians the law allows to remind now and who have a phone
// are prepared; each 'Abrir WhatsApp' / 'Siguiente' opens the next one's chat with the message
// typed in, and only then logs that reminder (the server may still refuse it: someone else just
// reminded them). 'Saltar' moves on without logging. Nothing here says 'enviado': the admin sends
// each message in WhatsApp.
import { useRef, useState } from 'react'
import { formatClp } from '#shared/money.ts'
import { uiReminders } from '#app/i18n/ui-families.ts'
import { ApiError, errorMessage } from '#app/lib/api-error.ts'
import { useSendReminder } from '../api/reminders.ts'
import { fullName, openIn, type PreparedReminders } from './reminder-targets.ts'
import { ErrorAlert } from '#app/components/ui/form-message.tsx'

const t = uiReminders.sender

interface WhatsappSenderProps {
  prepared: PreparedReminders
  online: boolean
  onClose: () => void
}

interface Opened {
  name: string
  url: string
}

export function WhatsappSender({ prepared, online, onClose }: WhatsappSenderProps) {
  const sendOne = useSendReminder()
  const { queue } = prepared
  const [index, setIndex] = useState(0)
  const [opened, setOpened] = useState(0)
  const [skipped, setSkipped] = useState(0)
  const [last, setLast] = useState<Opened | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  // NOTE: a double click must not open (and log) the same guardian twice before isPending shows.
  const busy = useRef(false)
  const current = queue[index]
  const position = index + 1
  const left = prepared.noPhone + prepared.ruled > 0

  function openCurrent() {
    if (!current || busy.current) return
    busy.current = true
    // NOTE: the tab opens on the click itself, or the browser blocks it as a pop-up; it is
    // pointed at the chat once the server has logged the reminder.
    const tab = window.open('', '_blank')
    setRefusal(null)
    sendOne.mutate(
      { guardian_id: current.guardian.id, channel: 'whatsapp' },
      {
        onSuccess: ({ results }) => {
          const url = results[0]?.whatsapp_url
          if (!url) {
            tab?.close()
            return
          }
          openIn(tab, url)
          setLast({ name: fullName(current), url })
          setOpened((n) => n + 1)
          setIndex((i) => i + 1)
        },
        onError: (error) => {
          tab?.close()
          setLast(null)
          setRefusal(`${fullName(current)}: ${errorMessage(error, uiReminders.sendError)}`)
          // A refusal (the rule, no phone) stays refused: move on. A network failure may retry.
          if (error instanceof ApiError && error.status === 409) setIndex((i) => i + 1)
        },
        onSettled: () => {
          busy.current = false
        },
      },
    )
  }

  function skip() {
    setRefusal(null)
    setLast(null)
    setSkipped((n) => n + 1)
    setIndex((i) => i + 1)
  }

  return (
    <section className="whatsapp-sender" aria-labelledby="whatsapp-sender-title">
      <h3 id="whatsapp-sender-title">{t.title}</h3>
      <p className="text-muted">{t.intro}</p>
      <p className="sender-counts" role="status">
        {t.counts(queue.length, opened, skipped)}
      </p>
      {left && (
        <p className="text-muted">
          {t.notPreparedNote(t.notPrepared(prepared.noPhone, prepared.ruled))}
        </p>
      )}
      {last && (
        <p className="sender-opened">
          {uiReminders.whatsappOpened(last.name)}{' '}
          <a href={last.url} target="_blank" rel="noopener noreferrer">
            {uiReminders.openAgain(last.name)}
          </a>
        </p>
      )}
      <ErrorAlert message={refusal} />
      {queue.length === 0 ? (
        <p>{t.none}</p>
      ) : current ? (
        <p className="sender-current">
          <span className="text-muted">{t.current(position, queue.length)}</span>{' '}
          <strong>{fullName(current)}</strong>{' '}
          <span className="amount">
            {formatClp(current.amount_owed)} ({uiReminders.cobros(current.pending_count)})
          </span>
        </p>
      ) : (
        <p className="sender-done">{t.done(opened, skipped)}</p>
      )}
      <div className="sender-actions">
        {current && (
          <>
            <button
              type="button"
              className="btn btn-whatsapp"
              disabled={!online || sendOne.isPending}
              onClick={openCurrent}
            >
              {index === 0 ? t.open(position, queue.length) : t.next(position, queue.length)}
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              disabled={sendOne.isPending}
              onClick={skip}
            >
              {t.skip}
            </button>
          </>
        )}
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {current ? t.finish : t.close}
        </button>
      </div>
    </section>
  )
}
