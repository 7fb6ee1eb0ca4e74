// The step between 'Registrar pago' and the record (admins): a modal showing the amount, method,
// date and reference that will be recorded; 'Confirmar' records, 'Volver' goes back to edit.
import './record-payment.css'
import type { ManualPaymentBody } from '#shared/contract/ledger.ts'
import { formatCalendarDay, todayInSantiago } from '#shared/dates.ts'
import { MANUAL_PAYMENT_METHOD_LABELS } from '#shared/i18n/ledger.ts'
import { formatClp } from '#shared/money.ts'
import { DialogActions, ModalDialog } from '#app/components/ui/modal-dialog.tsx'
import { uiLedger } from '#app/i18n/ui-ledger.ts'
import { ErrorAlert } from '#app/components/ui/form-message.tsx'

const t = uiLedger.record

interface RecordPaymentConfirmDialogProps {
  /** What will be recorded, checked by the contract; null: the dialog is closed. */
  payment: ManualPaymentBody | null
  busy: boolean
  online: boolean
  error: string | null
  onConfirm: () => void
  onBack: () => void
}

export function RecordPaymentConfirmDialog({
  payment,
  busy,
  online,
  error,
  onConfirm,
  onBack,
}: RecordPaymentConfirmDialogProps) {
  const day = payment?.paid_on ?? ''
  return (
    <ModalDialog
      open={payment !== null}
      onCancel={() => {
        if (!busy) onBack()
      }}
      labelledBy="record-confirm-title"
      describedBy="record-confirm-intro"
      className="confirm-dialog record-confirm"
    >
      <h2 id="record-confirm-title">{t.confirmTitle}</h2>
      <p id="record-confirm-intro">{t.confirmIntro}</p>
      {payment && (
        <dl className="record-confirm-facts">
          <div>
            <dt>{t.amount}</dt>
            <dd>{formatClp(payment.amount)}</dd>
          </div>
          <div>
            <dt>{t.method}</dt>
            <dd>{MANUAL_PAYMENT_METHOD_LABELS[payment.method]}</dd>
          </div>
          <div>
            <dt>{t.paidOn}</dt>
            <dd>
              {formatCalendarDay(day)}
              {day === todayInSantiago() && ` (${t.today})`}
            </dd>
          </div>
          <div>
            <dt>{t.referenceShort}</dt>
            <dd>{payment.reference || t.noReference}</dd>
          </div>
        </dl>
      )}
      <ErrorAlert message={error} />
      <DialogActions
        cancelLabel={t.back}
        onCancel={onBack}
        cancelDisabled={busy}
        confirmLabel={busy ? t.saving : t.confirm}
        onConfirm={onConfirm}
        confirmDisabled={busy || !online}
        tone="primary"
      />
    </ModalDialog>
  )
}
