import type { CobroOutcome, PaymentAttempt } from '#shared/contract/invoices.ts'
import { formatClp } from '#shared/money.ts'
import { periodLabel } from '#shared/santiago-clock.ts'
import { uiPayments as t } from '#app/i18n/ui-payments.ts'

const TONES: Record<CobroOutcome, string> = {
  paid: 'success',
  refund: 'warning',
  failed: 'danger',
  pending: 'warning',
}

/** The child as the portal shows them: first name once recognised, else the masked RUT. */
const childOf = (cobro: PaymentAttempt['cobros'][number]) =>
  cobro.student_label ?? cobro.student_rut_masked ?? t.student

/**
 * Every cobro one Khipu payment covered ('Pagar todo'): which month and child, its share and what
 * the payment did for it — paid, or to be given back when it was already paid or cancelled.
 */
export function PaymentCobros({ cobros }: { cobros: PaymentAttempt['cobros'] }) {
  const refund = cobros.some((cobro) => cobro.outcome === 'refund')
  return (
    <div className="payment-cobros">
      <div className="table-scroll">
        <table className="attempts-table">
          <caption>{t.paymentCobros}</caption>
          <thead>
            <tr>
              <th scope="col">{t.cobro}</th>
              <th scope="col" className="num">
                {t.amount}
              </th>
              <th scope="col">{t.status}</th>
            </tr>
          </thead>
          <tbody>
            {cobros.map((cobro, index) => (
              <tr key={index}>
                <td>
                  <span className="nowrap">{periodLabel(cobro.billing_period)}</span>{' '}
                  <span className="attempt-detail">{childOf(cobro)}</span>
                </td>
                <td className="num">{formatClp(cobro.amount)}</td>
                <td>
                  <span className={`badge badge-${TONES[cobro.outcome]}`}>
                    {t.cobroOutcome[cobro.outcome]}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {refund && <p className="field-hint">{t.refundNote}</p>}
    </div>
  )
}
