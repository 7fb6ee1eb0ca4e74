// A short-lived bar at the bottom of the screen after a removal: what was done and 'Deshacer'.
// It leaves by itself after a few seconds (or at once when the action is tapped).
import './undo-toast.css'
import { useEffect } from 'react'

interface UndoToastProps {
  /** null: nothing shown. A new message restarts the countdown. */
  message: string | null
  actionLabel: string
  onAction: () => void
  onDismiss: () => void
  /** How long it stays, in ms. */
  duration?: number
}

export const UNDO_TOAST_MS = 8000

export function UndoToast(props: UndoToastProps) {
  const { message, actionLabel, onAction, onDismiss, duration = UNDO_TOAST_MS } = props
  useEffect(() => {
    if (message === null) return
    const timer = setTimeout(onDismiss, duration)
    return () => clearTimeout(timer)
  }, [message, onDismiss, duration])
  return (
    <div className="undo-toast-region" role="status" aria-live="polite">
      {message !== null && (
        <div className="undo-toast">
          <span>{message}</span>
          <button type="button" className="undo-toast-action" onClick={onAction}>
            {actionLabel}
          </button>
        </div>
      )}
    </div>
  )
}
