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

const detailOf = (notes: string | null) => (!notes || notes === 'N/A' ? t.noDetail : notes)

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
            <th scope="col">{t.detail}</th>
          </tr>
        </thead>
        <tbody>
          {attempts.map((attempt, index) => {
            const status = statusOf(attempt.payment_status)
            const updatedAt = asWrittenInSantiago(attempt.updated_at)
            return (
              <tr key={index}>
                <td className="nowrap">
                  {formatDate(updatedAt)} {formatTime(updatedAt)}
                </td>
                <td className="num">{formatClp(attempt.amount)}</td>
                <td>
                  <span className={`badge badge-${status.tone}`}>{status.label}</span>
                </td>
                <td>{detailOf(attempt.notes)}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
