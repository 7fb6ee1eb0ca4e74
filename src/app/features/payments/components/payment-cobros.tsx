import type { CobroOutcome, PaymentAttempt } from '#shared/contract/invoices.ts'
import { formatClp } from '#shared/money.ts'
import { periodLabel } from '#shared/santiago-clock.ts'
import { uiPayments as t } from '#app/i18n/ui-payments.ts'
import { StatusTable, type StatusRow } from './status-table.tsx'

type Cobro = PaymentAttempt['cobros'][number]

const TONES: Record<CobroOutcome, StatusRow['tone']> = {
  paid: 'success',
  refund: 'warning',
  failed: 'danger',
  pending: 'warning',
}

/** The child as the portal shows them: first name once recognised, else the masked RUT. */
const childOf = (cobro: Cobro) => cobro.student_label ?? cobro.student_rut_masked ?? t.student

const rowOf = (cobro: Cobro): StatusRow => ({
  what: (
    <>
      <span className="nowrap">{periodLabel(cobro.billing_period)}</span>{' '}
      <span className="attempt-detail">{childOf(cobro)}</span>
    </>
  ),
  amount: formatClp(cobro.amount),
  tone: TONES[cobro.outcome],
  status: t.cobroOutcome[cobro.outcome],
})

/**
 * Every cobro one Khipu payment covered ('Pagar todo'): which month and child, its share and what
 * the payment did for it — paid, or to be given back when it was already paid or cancelled.
 */
export function PaymentCobros({ cobros }: { cobros: PaymentAttempt['cobros'] }) {
  const refund = cobros.some((cobro) => cobro.outcome === 'refund')
  return (
    <div className="payment-cobros">
      <StatusTable caption={t.paymentCobros} whatHeading={t.cobro} rows={cobros.map(rowOf)} />
      {refund && <p className="field-hint">{t.refundNote}</p>}
    </div>
  )
}
