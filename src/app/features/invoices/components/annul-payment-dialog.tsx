// 'Anular pago' (admins): a modal asking for the reason; the payment stays, marked as annulled.
import { useState, type FormEvent } from 'react'
import { annulBodySchema } from '#shared/contract/ledger.ts'
import { DialogActions, ModalDialog } from '#app/components/ui/modal-dialog.tsx'
import { TextAreaField } from '#app/components/ui/text-area-field.tsx'
import { ui } from '#app/i18n/ui.ts'
import { uiLedger } from '#app/i18n/ui-ledger.ts'
import { firstError } from '#app/lib/contract-errors.ts'
import { useAnnulPayment } from '../api/invoice-detail.ts'
import { RequestError } from '#app/components/ui/form-message.tsx'

const t = uiLedger.annul

interface AnnulPaymentDialogProps {
  paymentId: string | null
  onDone: (annulled: boolean) => void
}

export function AnnulPaymentDialog({ paymentId, onDone }: AnnulPaymentDialogProps) {
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | undefined>()
  const annul = useAnnulPayment()

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
    <ModalDialog open={Boolean(paymentId)} onCancel={() => close(false)} labelledBy="annul-title">
      <form onSubmit={submit} noValidate>
        <h2 id="annul-title">{t.title}</h2>
        <p>{t.intro}</p>
        <TextAreaField
          id="annul-reason"
          label={t.reason}
          rows={3}
          maxLength={500}
          error={error}
          value={reason}
          onChange={(value) => {
            setReason(value)
            setError(undefined)
          }}
        />
        <RequestError request={annul} fallback={t.failed} />
        <DialogActions
          cancelLabel={ui.common.cancel}
          onCancel={() => close(false)}
          confirmLabel={annul.isPending ? t.saving : t.submit}
          confirmDisabled={annul.isPending}
        />
      </form>
    </ModalDialog>
  )
}
