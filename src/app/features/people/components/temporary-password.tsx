// The one-time temporary password of a new teacher or admin: shown once, with a copy button, until
// the user dismisses it. It is never stored anywhere in the app.
import { useEffect, useRef, useState } from 'react'
import { uiPeople } from '#app/i18n/ui-people.ts'

const t = uiPeople.temporaryPassword

interface TemporaryPasswordProps {
  password: string
  onDone: () => void
}

export function TemporaryPassword({ password, onDone }: TemporaryPasswordProps) {
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle')
  const panel = useRef<HTMLElement>(null)

  useEffect(() => panel.current?.focus(), [])

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(password)
      setCopy('copied')
    } catch {
      setCopy('failed')
    }
  }

  return (
    <section
      ref={panel}
      tabIndex={-1}
      className="temporary-password"
      aria-labelledby="temporary-password-title"
    >
      <h2 id="temporary-password-title">{t.title}</h2>
      <p>
        {t.label} <code className="temporary-password-value">{password}</code> — {t.warning}
      </p>
      <div className="temporary-password-actions">
        <button type="button" className="btn btn-primary btn-small" onClick={() => void onCopy()}>
          {t.copy}
        </button>
        <button type="button" className="btn btn-secondary btn-small" onClick={onDone}>
          {t.done}
        </button>
      </div>
      <p className="temporary-password-status" role="status">
        {copy === 'copied' ? t.copied : copy === 'failed' ? t.copyFailed : ''}
      </p>
    </section>
  )
}
