// 'Anular pago' (admins): a modal asking for the reason; the payment stays, marked as annulled.
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { annulBodySchema } from '#shared/contract/ledger.ts'
import { ui } from '#app/i18n/ui.ts'
import { uiLedger } from '#app/i18n/ui-ledger.ts'
import { errorMessage } from '#app/lib/api-error.ts'
import { firstError } from '#app/lib/contract-errors.ts'
import { useAnnulPayment } from '../api/invoice-detail.ts'

const t = uiLedger.annul

interface AnnulPaymentDialogProps {
  paymentId: string | null
  onDone: (annulled: boolean) => void
}

export function AnnulPaymentDialog({ paymentId, onDone }: AnnulPaymentDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | undefined>()
  const annul = useAnnulPayment()

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (paymentId && !element.open) element.showModal?.()
    if (!paymentId && element.open) element.close()
  }, [paymentId])

  const close = (annulled: boolean) => {
    setReason('')
    setError(undefined)
    annul.reset()
    onDone(annulled)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const problem = firstError(annulBodySchema, { reason })
    setError(problem)
    if (problem || !paymentId) return
    annul.mutate({ id: paymentId, reason }, { onSuccess: () => close(true) })
  }

  return (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      aria-labelledby="annul-title"
      onCancel={(event) => {
        event.preventDefault()
        close(false)
      }}
    >
      <form onSubmit={submit} noValidate>
        <h2 id="annul-title">{t.title}</h2>
        <p>{t.intro}</p>
        <div className="field">
          <label htmlFor="annul-reason">{t.reason}</label>
          <textarea
            id="annul-reason"
            className="input"
            rows={3}
            maxLength={500}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'annul-reason-error' : undefined}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value)
              setError(undefined)
            }}
          />
          {error && (
            <p id="annul-reason-error" className="field-error">
              {error}
            </p>
          )}
        </div>
        {annul.isError && (
          <p className="form-error" role="alert">
            {errorMessage(annul.error, t.failed)}
          </p>
        )}
        <div className="confirm-dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={() => close(false)}>
            {ui.common.cancel}
          </button>
          <button type="submit" className="btn btn-danger" disabled={annul.isPending}>
            {annul.isPending ? t.saving : t.submit}
          </button>
        </div>
      </form>
    </dialog>
  )
}
