// 'Registrar pago' on a pending cobro (admins): amount prefilled with the cobro's total, the day
// the money arrived, cash or transfer, and a reference. Checked with the API's own schema first,
// then shown in a confirmation (record-payment-confirm-dialog.tsx) before anything is recorded.
import { useState, type FormEvent } from 'react'
import {
  manualPaymentBodySchema,
  MANUAL_PAYMENT_METHODS,
  type ManualPaymentBody,
} from '#shared/contract/ledger.ts'
import { todayInSantiago } from '#shared/dates.ts'
import { MANUAL_PAYMENT_METHOD_LABELS } from '#shared/i18n/ledger.ts'
import { uiLedger } from '#app/i18n/ui-ledger.ts'
import { AmountInput } from '#app/components/amount-input/amount-input.tsx'
import { fieldErrors } from '#app/lib/contract-errors.ts'
import { errorMessage } from '#app/lib/api-error.ts'
import { useRecordPayment } from '../api/invoice-detail.ts'
import { RecordPaymentConfirmDialog } from './record-payment-confirm-dialog.tsx'
import { FormField } from '#app/components/ui/form-field.tsx'
import { RequestError } from '#app/components/ui/form-message.tsx'

const t = uiLedger.record

interface RecordPaymentFormProps {
  invoiceId: string
  total: number
  online: boolean
  onRecorded: () => void
}

export function RecordPaymentForm({
  invoiceId,
  total,
  online,
  onRecorded,
}: RecordPaymentFormProps) {
  const [values, setValues] = useState({
    amount: String(total),
    paid_on: todayInSantiago(),
    method: 'cash' as string,
    reference: '',
  })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [confirming, setConfirming] = useState<ManualPaymentBody | null>(null)
  const record = useRecordPayment(invoiceId, onRecorded)
  const set = (key: keyof typeof values, value: string) => {
    setValues((current) => ({ ...current, [key]: value }))
    setErrors((current) => ({ ...current, [key]: '' }))
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const body = {
      amount: values.amount === '' ? Number.NaN : Number(values.amount),
      paid_on: values.paid_on,
      method: values.method,
      reference: values.reference,
    }
    const parsed = manualPaymentBodySchema.safeParse(body)
    setErrors(fieldErrors(parsed))
    record.reset()
    if (parsed.success) setConfirming(parsed.data)
  }

  const confirm = () => {
    if (confirming) record.mutate(confirming, { onSuccess: () => setConfirming(null) })
  }

  /** The id, label and error of the field for `key`. */
  const field = (key: keyof typeof values, label: string) => ({
    id: `record-${key}`,
    label,
    error: errors[key],
  })

  return (
    <form className="inline-form" onSubmit={submit} noValidate aria-labelledby="record-title">
      <h2 id="record-title">{t.title}</h2>
      <p className="text-muted">{t.intro}</p>
      <div className="inline-form-grid">
        <FormField {...field('amount', t.amount)}>
          {(aria) => (
            <AmountInput
              id="record-amount"
              {...aria}
              className="input"
              value={values.amount}
              onChange={(amount) => set('amount', amount)}
            />
          )}
        </FormField>
        <FormField {...field('paid_on', t.paidOn)}>
          {(aria) => (
            <input
              id="record-paid_on"
              {...aria}
              type="date"
              className="input"
              max={todayInSantiago()}
              value={values.paid_on}
              onChange={(e) => set('paid_on', e.target.value)}
            />
          )}
        </FormField>
        <FormField {...field('method', t.method)}>
          {(aria) => (
            <select
              id="record-method"
              {...aria}
              className="input"
              value={values.method}
              onChange={(e) => set('method', e.target.value)}
            >
              {MANUAL_PAYMENT_METHODS.map((method) => (
                <option key={method} value={method}>
                  {MANUAL_PAYMENT_METHOD_LABELS[method]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField {...field('reference', t.reference)} hint={t.referenceHint}>
          {(aria) => (
            <input
              id="record-reference"
              {...aria}
              className="input"
              maxLength={200}
              value={values.reference}
              onChange={(e) => set('reference', e.target.value)}
            />
          )}
        </FormField>
      </div>
      {!confirming && <RequestError request={record} fallback={t.failed} />}
      <button type="submit" className="btn btn-primary" disabled={!online || record.isPending}>
        {t.submit}
      </button>
      <RecordPaymentConfirmDialog
        payment={confirming}
        busy={record.isPending}
        online={online}
        error={record.isError ? errorMessage(record.error, t.failed) : null}
        onConfirm={confirm}
        onBack={() => setConfirming(null)}
      />
    </form>
  )
}
