// A short-lived bar at the bottom of the screen after a removal: what was done and 'Deshacer'.
// It leaves by itself after a few seconds, or once the action is done (the caller clears the
// message; while `busy` it stays and its countdown waits). With no duration it stays until the
// caller clears it (the new version's 'Actualizar'). While shown it reserves its height where
// it is rendered — the end of the page — so every row above can be scrolled clear of it.
import './undo-toast.css'
import { useEffect } from 'react'

interface UndoToastProps {
  /** null: nothing shown. A new message restarts the countdown. */
  message: string | null
  actionLabel: string
  onAction: () => void
  onDismiss: () => void
  /** The action is being saved: the toast stays, its button is busy. */
  busy?: boolean
  /** How long it stays, in ms; null: until the caller clears the message. */
  duration?: number | null
}

export const UNDO_TOAST_MS = 8000

export function UndoToast(props: UndoToastProps) {
  const {
    message,
    actionLabel,
    onAction,
    onDismiss,
    busy = false,
    duration = UNDO_TOAST_MS,
  } = props
  useEffect(() => {
    if (message === null || busy || duration === null) return
    const timer = setTimeout(onDismiss, duration)
    return () => clearTimeout(timer)
  }, [message, onDismiss, duration, busy])
  return (
    <>
      {message !== null && <div className="undo-toast-spacer" aria-hidden="true" />}
      <div className="undo-toast-region" role="status" aria-live="polite">
        {message !== null && (
          <div className="undo-toast">
            <span>{message}</span>
            <button
              type="button"
              className="undo-toast-action"
              aria-busy={busy}
              disabled={busy}
              onClick={onAction}
            >
              {actionLabel}
            </button>
          </div>
        )}
      </div>
    </>
  )
}
