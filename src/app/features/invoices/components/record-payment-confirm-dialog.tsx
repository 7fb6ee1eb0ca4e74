// The step between 'Registrar pago' and the record (admins): a modal showing the amount, method,
// date and reference that will be recorded; 'Confirmar' records, 'Volver' goes back to edit.
import './record-payment.css'
import { useEffect, useRef } from 'react'
import type { ManualPaymentBody } from '#shared/contract/ledger.ts'
import { formatCalendarDay, todayInSantiago } from '#shared/dates.ts'
import { MANUAL_PAYMENT_METHOD_LABELS } from '#shared/i18n/ledger.ts'
import { formatClp } from '#shared/money.ts'
import { uiLedger } from '#app/i18n/ui-ledger.ts'

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
  const dialog = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (payment && !element.open) element.showModal?.()
    if (!payment && element.open) element.close()
  }, [payment])

  const day = payment?.paid_on ?? ''
  return (
    <dialog
      ref={dialog}
      className="confirm-dialog record-confirm"
      aria-labelledby="record-confirm-title"
      aria-describedby="record-confirm-intro"
      onCancel={(event) => {
        event.preventDefault()
        if (!busy) onBack()
      }}
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
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="confirm-dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={onBack} disabled={busy}>
          {t.back}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={onConfirm}
          disabled={busy || !online}
        >
          {busy ? t.saving : t.confirm}
        </button>
      </div>
    </dialog>
  )
}
