import { ui } from '#app/i18n/ui.ts'
import { uiAdmin } from '#app/i18n/ui-admin.ts'
import { PAID_BY_LABELS } from '#shared/i18n/ledger.ts'
import { formatClp } from '#shared/money.ts'
import { usePaymentSummary } from '../api/get-payment-summary.ts'
import { StatCard } from './stat-card.tsx'

const t = uiAdmin.dashboard

/** Billed, pending and paid CLP of the month (spec §3 payment summary). */
export function PaymentSummary({ period }: { period: string }) {
  const { data, isError } = usePaymentSummary(period)
  return (
    <section className="card" aria-labelledby="payments-title">
      <h2 id="payments-title">{t.payments}</h2>
      {data ? (
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
      ) : null}
      {data && (
        <dl className="stat-grid paid-by-method" aria-label={t.paidByMethod}>
          {(['khipu', 'cash', 'transfer'] as const).map((method) => (
            <StatCard
              key={method}
              label={`${t.completedPayments}: ${PAID_BY_LABELS[method]}`}
              value={formatClp(data.paid_by_method[method])}
            />
          ))}
        </dl>
      )}
      {data ? null : isError ? (
        <p className="table-status table-error" role="alert">
          {t.paymentsError}
        </p>
      ) : (
        <p className="table-status">{ui.common.loading}</p>
      )}
    </section>
  )
}
