// One modal on the native <dialog> element (focus trapped, Escape cancels): `open` shows or closes
// it, Escape calls `onCancel`. Every dialog of the app is built on it, with its buttons in
// `DialogActions`.
import './confirm-dialog.css'
import { useEffect, useRef, type ReactNode } from 'react'

interface ModalDialogProps {
  open: boolean
  /** Escape: the same answer as the dialog's own way out. */
  onCancel: () => void
  /** The id of the dialog's title. */
  labelledBy: string
  describedBy?: string
  className?: string
  children: ReactNode
}

export function ModalDialog({
  open,
  onCancel,
  labelledBy,
  describedBy,
  className = 'confirm-dialog',
  children,
}: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) element.showModal?.()
    if (!open && element.open) element.close()
  }, [open])

  return (
    <dialog
      ref={dialog}
      className={className}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault()
        onCancel()
      }}
    >
      {children}
    </dialog>
  )
}

interface DialogActionsProps {
  cancelLabel: string
  onCancel: () => void
  cancelDisabled?: boolean
  confirmLabel: string
  /** Without it the confirm button submits the dialog's form. */
  onConfirm?: () => void
  confirmDisabled?: boolean
  tone?: 'danger' | 'primary' | 'secondary'
  /** Focus the confirm button when the dialog opens. */
  confirmFocus?: boolean
}

/** The dialog's way out (left) and its answer (right). */
export function DialogActions({
  cancelLabel,
  onCancel,
  cancelDisabled,
  confirmLabel,
  onConfirm,
  confirmDisabled,
  tone = 'danger',
  confirmFocus,
}: DialogActionsProps) {
  return (
    <div className="confirm-dialog-actions">
      <button
        type="button"
        className="btn btn-secondary"
        onClick={onCancel}
        disabled={cancelDisabled}
      >
        {cancelLabel}
      </button>
      <button
        type={onConfirm ? 'button' : 'submit'}
        className={`btn btn-${tone}`}
        onClick={onConfirm}
        disabled={confirmDisabled}
        autoFocus={confirmFocus}
      >
        {confirmLabel}
      </button>
    </div>
  )
}
