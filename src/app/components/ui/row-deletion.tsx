import type { ReactNode } from 'react'
import { ConfirmDialog } from './confirm-dialog.tsx'
import type { useRowDelete } from './use-row-delete.ts'
import { ErrorAlert } from './form-message.tsx'

interface RowDeletionProps<Row extends { id: string }> {
  deletion: ReturnType<typeof useRowDelete<Row>>
  title: string
  /** The question about the row asked for. */
  message: (row: Row) => string
  confirmLabel: string
  /** The list whose rows ask for their deletion (`deletion.ask`). */
  children: ReactNode
}

/** A list with deletable rows: the last failure above it, the confirmation after it. */
export function RowDeletion<Row extends { id: string }>({
  deletion,
  title,
  message,
  confirmLabel,
  children,
}: RowDeletionProps<Row>) {
  return (
    <>
      <ErrorAlert message={deletion.error} />
      {children}
      <ConfirmDialog
        open={deletion.target !== null}
        title={title}
        message={deletion.target ? message(deletion.target) : ''}
        confirmLabel={confirmLabel}
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      />
    </>
  )
}
