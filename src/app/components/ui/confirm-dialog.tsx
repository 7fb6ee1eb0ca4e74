// A modal yes/no question on the native <dialog> element (focus trapped, Escape cancels), used for
// every destructive action: deactivating a user, deleting a class or a group, removing a link.
import { useId } from 'react'
import { ui } from '#app/i18n/ui.ts'
import { DialogActions, ModalDialog } from './modal-dialog.tsx'

interface ConfirmDialogProps {
  open: boolean
  title: string
  message: string
  confirmLabel: string
  cancelLabel?: string
  busy?: boolean
  onConfirm: () => void
  onCancel: () => void
}

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel = ui.common.cancel,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  // NOTE: a unique title id, as a page may hold several dialogs (deactivate, remove a link).
  const titleId = useId()
  return (
    <ModalDialog open={open} onCancel={onCancel} labelledBy={titleId}>
      <h2 id={titleId}>{title}</h2>
      <p>{message}</p>
      <DialogActions
        cancelLabel={cancelLabel}
        onCancel={onCancel}
        cancelDisabled={busy}
        confirmLabel={confirmLabel}
        onConfirm={onConfirm}
        confirmDisabled={busy}
      />
    </ModalDialog>
  )
}
