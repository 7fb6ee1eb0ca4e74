import type { PaymentAttempt, PaymentStatus } from '#shared/contract/invoices.ts'
import { uiPayments as t } from '#app/i18n/ui-payments.ts'
import { asWrittenInSantiago, formatDate, formatTime } from '#shared/santiago-clock.ts'
import { formatClp } from '#shared/money.ts'
import { StatusTable, type StatusRow } from './status-table.tsx'

/** completed → green 'Pagado', failure → red 'Fallido', anything else → yellow 'Pendiente'. */
function statusOf(status: PaymentStatus): Pick<StatusRow, 'status' | 'tone'> {
  if (status === 'completed') return { status: t.attemptStatus.completed, tone: 'success' }
  if (status === 'failure') return { status: t.attemptStatus.failure, tone: 'danger' }
  return { status: t.attemptStatus.pending, tone: 'warning' }
}

/** The bank's or Khipu's word on the attempt; none for no notes or Khipu's 'N/A'. */
const detailOf = (notes: string | null) => (!notes || notes === 'N/A' ? null : notes)

function rowOf(attempt: PaymentAttempt): StatusRow {
  const updatedAt = asWrittenInSantiago(attempt.updated_at)
  return {
    // The time goes under the date when a phone is narrow.
    what: (
      <>
        <span className="nowrap">{formatDate(updatedAt)}</span>{' '}
        <span className="nowrap">{formatTime(updatedAt)}</span>
      </>
    ),
    amount: (
      <>
        {formatClp(attempt.payment_amount)}
        {attempt.invoice_count > 1 && (
          <span className="attempt-detail">{t.cobroCount(attempt.invoice_count)}</span>
        )}
      </>
    ),
    ...statusOf(attempt.payment_status),
    detail: detailOf(attempt.notes),
  }
}

/** Each attempt with what its Khipu payment asked for in all ('Pagar todo': and how many cobros). */
export function AttemptsTable({ attempts }: { attempts: readonly PaymentAttempt[] }) {
  return <StatusTable caption={t.attemptsTitle} whatHeading={t.date} rows={attempts.map(rowOf)} />
}
