import { useId } from 'react'
import type { PortalInvoice } from '#shared/contract/invoices.ts'
import { uiPayments as t } from '#app/i18n/ui-payments.ts'
import { formatClp } from '#shared/money.ts'
import { PayButton } from './pay-button.tsx'

interface FamilySummaryProps {
  /** The guardian's invoices payable now (pending, month over). */
  payable: readonly PortalInvoice[]
  payerRut: string
  online: boolean
}

/** The family total of what can be paid now and 'Pagar todo': one Khipu payment for all. */
export function FamilySummary({ payable, payerRut, online }: FamilySummaryProps) {
  const titleId = useId()
  const hintId = useId()
  const total = payable.reduce((sum, invoice) => sum + invoice.total_amount, 0)
  return (
    <section className="family-summary" aria-labelledby={titleId}>
      <h2 id={titleId}>{t.familyTitle}</h2>
      <p className="family-total">
        <span>{t.familyTotal(payable.length)}</span>
        <strong>{formatClp(total)}</strong>
      </p>
      <PayButton
        label={t.payAll}
        disabled={!online}
        hintId={hintId}
        request={{
          invoice_ids: payable.map((invoice) => invoice.id),
          amount: total,
          currency: 'CLP',
          subject: t.payAllSubject(payable.length),
          payer_rut: payerRut,
        }}
      />
      <p id={hintId} className="field-hint">
        {online ? t.payAllHint : t.payUnavailable}
      </p>
    </section>
  )
}
