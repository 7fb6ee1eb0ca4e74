import type { PaymentAttempt, PaymentStatus } from '#shared/contract/invoices.ts'
import { uiPayments as t } from '#app/i18n/ui-payments.ts'
import { asWrittenInSantiago, formatDate, formatTime } from '#shared/santiago-clock.ts'
import { formatClp } from '#shared/money.ts'

/** completed → green 'Pagado', failure → red 'Fallido', anything else → yellow 'Pendiente'. */
function statusOf(status: PaymentStatus): { label: string; tone: string } {
  if (status === 'completed') return { label: t.attemptStatus.completed, tone: 'success' }
  if (status === 'failure') return { label: t.attemptStatus.failure, tone: 'danger' }
  return { label: t.attemptStatus.pending, tone: 'warning' }
}

/** The bank's or Khipu's word on the attempt; none for no notes or Khipu's 'N/A'. */
const detailOf = (notes: string | null) => (!notes || notes === 'N/A' ? null : notes)

/** Each attempt with what its Khipu payment asked for in all ('Pagar todo': and how many cobros). */
export function AttemptsTable({ attempts }: { attempts: readonly PaymentAttempt[] }) {
  return (
    <div className="table-scroll">
      <table className="attempts-table">
        <caption>{t.attemptsTitle}</caption>
        <thead>
          <tr>
            <th scope="col">{t.date}</th>
            <th scope="col" className="num">
              {t.amount}
            </th>
            <th scope="col">{t.status}</th>
          </tr>
        </thead>
        <tbody>
          {attempts.map((attempt, index) => {
            const status = statusOf(attempt.payment_status)
            const updatedAt = asWrittenInSantiago(attempt.updated_at)
            const detail = detailOf(attempt.notes)
            // The time goes under the date and the bank's detail under the status when a phone is
            // narrow: a fourth column was off the screen, with the reason a payment failed.
            return (
              <tr key={index}>
                <td>
                  <span className="nowrap">{formatDate(updatedAt)}</span>{' '}
                  <span className="nowrap">{formatTime(updatedAt)}</span>
                </td>
                <td className="num">
                  {formatClp(attempt.payment_amount)}
                  {attempt.invoice_count > 1 && (
                    <span className="attempt-detail">{t.cobroCount(attempt.invoice_count)}</span>
                  )}
                </td>
                <td>
                  <span className={`badge badge-${status.tone}`}>{status.label}</span>
                  {detail && <span className="attempt-detail">{detail}</span>}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
