// WhatsApp to many, one chat at a time: the server cannot send WhatsApp, so each 'Abrir WhatsApp'
// / 'Siguiente' asks the server for the next person's chat link (which logs it) and opens it in a
// tab with the message typed in; 'Saltar' moves on without asking. Nothing here says 'enviado':
// the admin sends each message in WhatsApp. Payment reminders and the links to sign use it.
import './whatsapp-one-by-one.css'
import { useRef, useState, type ReactNode } from 'react'
import { uiOneByOne as t } from '#app/i18n/ui-admin.ts'
import { ApiError, errorMessage } from '#app/lib/api-error.ts'
import { ErrorAlert } from '#app/components/ui/form-message.tsx'

export interface ChatToOpen {
  id: string
  name: string
  /** Shown after the name (what is owed, what is missing). */
  detail?: ReactNode
}

interface WhatsappOneByOneProps {
  title: string
  intro: string
  /** Said when the queue is empty. */
  none: string
  /** Who was not prepared and why, or null. */
  leftOut: string | null
  /** The error shown when asking the server failed without a message of its own. */
  sendError: string
  queue: readonly ChatToOpen[]
  /** Asks the server for `id`'s chat link (logging it); null when it answered none. */
  chatOf: (id: string) => Promise<string | null>
  online: boolean
  onClose: () => void
}

interface Opened {
  name: string
  url: string
}

/** Points the tab opened on the click at the chat (nothing when the browser blocked it). */
export function openIn(tab: Window | null, url: string) {
  if (!tab) return
  tab.opener = null
  tab.location.href = url
}

export function WhatsappOneByOne(props: WhatsappOneByOneProps) {
  const { queue, online } = props
  const [index, setIndex] = useState(0)
  const [opened, setOpened] = useState(0)
  const [skipped, setSkipped] = useState(0)
  const [pending, setPending] = useState(false)
  const [last, setLast] = useState<Opened | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  // NOTE: a double click must not open (and log) the same person twice before `pending` shows.
  const busy = useRef(false)
  const current = queue[index]
  const position = index + 1

  async function openCurrent() {
    if (!current || busy.current) return
    busy.current = true
    setPending(true)
    // NOTE: the tab opens on the click itself, or the browser blocks it as a pop-up; it is
    // pointed at the chat once the server has logged the message.
    const tab = window.open('', '_blank')
    setRefusal(null)
    try {
      const url = await props.chatOf(current.id)
      if (!url) {
        tab?.close()
        return
      }
      openIn(tab, url)
      setLast({ name: current.name, url })
      setOpened((n) => n + 1)
      setIndex((i) => i + 1)
    } catch (error) {
      tab?.close()
      setLast(null)
      setRefusal(`${current.name}: ${errorMessage(error, props.sendError)}`)
      // A refusal (a rule, no phone) stays refused: move on. A network failure may retry.
      if (error instanceof ApiError && error.status === 409) setIndex((i) => i + 1)
    } finally {
      busy.current = false
      setPending(false)
    }
  }

  function skip() {
    setRefusal(null)
    setLast(null)
    setSkipped((n) => n + 1)
    setIndex((i) => i + 1)
  }

  return (
    <section className="whatsapp-sender" aria-labelledby="whatsapp-sender-title">
      <h3 id="whatsapp-sender-title">{props.title}</h3>
      <p className="text-muted">{props.intro}</p>
      <p className="sender-counts" role="status">
        {t.counts(queue.length, opened, skipped)}
      </p>
      {props.leftOut && <p className="text-muted">{props.leftOut}</p>}
      {last && (
        <p className="sender-opened">
          {t.opened(last.name)}{' '}
          <a href={last.url} target="_blank" rel="noopener noreferrer">
            {t.openAgain(last.name)}
          </a>
        </p>
      )}
      <ErrorAlert message={refusal} />
      {queue.length === 0 ? (
        <p>{props.none}</p>
      ) : current ? (
        <p className="sender-current">
          <span className="text-muted">{t.current(position, queue.length)}</span>{' '}
          <strong>{current.name}</strong> {current.detail}
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
              disabled={!online || pending}
              onClick={() => void openCurrent()}
            >
              {index === 0 ? t.open(position, queue.length) : t.next(position, queue.length)}
            </button>
            <button type="button" className="btn btn-secondary" disabled={pending} onClick={skip}>
              {t.skip}
            </button>
          </>
        )}
        <button type="button" className="btn btn-secondary" onClick={props.onClose}>
          {current ? t.finish : t.close}
        </button>
      </div>
    </section>
  )
}
