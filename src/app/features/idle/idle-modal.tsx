// The inactivity modal of spec §2/§4, mounted once in the staff frame: '¿Sigues ahí?' after 15
// idle minutes, logout at 17. Logging out keeps the offline outbox (it is replayed at the next
// sign-in of the same user).
import '#app/components/ui/confirm-dialog.css'
import { useEffect, useRef } from 'react'
import { uiAdmin } from '#app/i18n/ui-admin.ts'
import { logout } from '#app/lib/session/logout.ts'
import { useIdleTimer } from './use-idle-timer.ts'

const t = uiAdmin.idle

export function IdleModal() {
  const { warning, keepAlive } = useIdleTimer(() => void logout())
  const dialog = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (warning && !element.open) element.showModal()
    if (!warning && element.open) element.close()
  }, [warning])

  return (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      aria-labelledby="idle-title"
      aria-describedby="idle-message"
      onCancel={(event) => {
        // Escape is an answer too: whoever pressed it is here.
        event.preventDefault()
        keepAlive()
      }}
    >
      <h2 id="idle-title">{t.title}</h2>
      <p id="idle-message">{t.message}</p>
      <div className="confirm-dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={() => void logout()}>
          {t.logout}
        </button>
        <button type="button" className="btn btn-primary" onClick={keepAlive} autoFocus>
          {t.stay}
        </button>
      </div>
    </dialog>
  )
}
