import { uiAdmin } from '#app/i18n/ui-admin.ts'
import { PAID_BY_LABELS } from '#shared/i18n/ledger.ts'
import { formatClp } from '#shared/money.ts'
import { usePaymentSummary } from '../api/get-payment-summary.ts'
import { StatCard } from './stat-card.tsx'
import { SummaryCard } from './summary-card.tsx'

const t = uiAdmin.dashboard

/** Billed, pending and paid CLP of the month (spec §3 payment summary). */
export function PaymentSummary({ period }: { period: string }) {
  const summary = usePaymentSummary(period)
  return (
    <SummaryCard title={t.payments} query={summary} errorText={t.paymentsError}>
      {(data) => (
        <>
          <dl className="stat-grid">
            <StatCard label={t.totalBillings} value={formatClp(data.total_billings)} />
            <StatCard
              label={t.pendingPayments}
              value={formatClp(data.pending_payments)}
              tone="warn"
            />
            <StatCard
              label={t.completedPayments}
              value={formatClp(data.completed_payments)}
              tone="ok"
            />
          </dl>
          <dl className="stat-grid paid-by-method" aria-label={t.paidByMethod}>
            {(['khipu', 'cash', 'transfer'] as const).map((method) => (
              <StatCard
                key={method}
                label={`${t.completedPayments}: ${PAID_BY_LABELS[method]}`}
                value={formatClp(data.paid_by_method[method])}
              />
            ))}
          </dl>
        </>
      )}
    </SummaryCard>
  )
}
