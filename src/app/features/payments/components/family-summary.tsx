import { useId, useState } from 'react'
import type { PortalInvoice } from '#shared/contract/invoices.ts'
import { periodLabel } from '#shared/santiago-clock.ts'
import { uiPayments as t } from '#app/i18n/ui-payments.ts'
import { formatClp } from '#shared/money.ts'
import { PayButton } from './pay-button.tsx'

interface FamilySummaryProps {
  /** The guardian's invoices payable now (pending, month over). */
  payable: readonly PortalInvoice[]
  payerRut: string
  online: boolean
}

const nameOf = (invoice: PortalInvoice) =>
  `${invoice.student_label ?? invoice.student_rut_masked ?? t.student}, ${periodLabel(invoice.billing_period)}`

/**
 * The family total of what can be paid now and 'Pagar todo': one Khipu payment for all, or for
 * the invoices left ticked ('Pagar seleccionados').
 */
export function FamilySummary({ payable, payerRut, online }: FamilySummaryProps) {
  const titleId = useId()
  const hintId = useId()
  const [skipped, setSkipped] = useState<ReadonlySet<string>>(new Set())
  const chosen = payable.filter((invoice) => !skipped.has(invoice.id))
  const total = chosen.reduce((sum, invoice) => sum + invoice.total_amount, 0)
  const toggle = (id: string) =>
    setSkipped((before) => {
      const next = new Set(before)
      if (!next.delete(id)) next.add(id)
      return next
    })
  return (
    <section className="family-summary" aria-labelledby={titleId}>
      <h2 id={titleId}>{t.familyTitle}</h2>
      <fieldset className="family-choice">
        <legend className="visually-hidden">{t.chooseInvoices}</legend>
        {payable.map((invoice) => (
          <label key={invoice.id} className="family-option">
            <input
              type="checkbox"
              checked={!skipped.has(invoice.id)}
              onChange={() => toggle(invoice.id)}
            />
            <span>{nameOf(invoice)}</span>
            <span className="num">{formatClp(invoice.total_amount)}</span>
          </label>
        ))}
      </fieldset>
      <p className="family-total">
        <span>{t.familyTotal(chosen.length)}</span>
        <strong>{formatClp(total)}</strong>
      </p>
      <PayButton
        // NOTE: a new button for another choice, so a failed start does not stick to it.
        key={chosen.map((invoice) => invoice.id).join()}
        label={chosen.length === payable.length ? t.payAll : t.paySelected}
        disabled={!online || chosen.length === 0}
        hintId={hintId}
        request={{
          invoice_ids: chosen.map((invoice) => invoice.id),
          amount: total,
          currency: 'CLP',
          payer_rut: payerRut,
        }}
      />
      <p id={hintId} className="field-hint">
        {!online ? t.payUnavailable : chosen.length === 0 ? t.chooseOne : t.payAllHint}
      </p>
    </section>
  )
}
