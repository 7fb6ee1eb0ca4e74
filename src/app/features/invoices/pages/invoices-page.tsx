import '#app/styles/card.css'
import '#app/styles/status-badge.css'
import '../invoices.css'
import { uiStaff } from '#app/i18n/ui-staff.ts'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import { useOnline } from '#app/offline/hooks.ts'
import { BillingRun } from '../components/billing-run.tsx'
import { PaymentIssues } from '../components/payment-issues.tsx'
import { PendingInvoices } from '../components/pending-invoices.tsx'
import { RemindersPanel } from '../components/reminders-panel.tsx'
import { OfflineNotice } from '#app/components/ui/offline-notice.tsx'

/** Pagos pendientes: money to review first (when there is any), billing, then the list (which
 * grows long; the run must not sit below 40 rows). Each row opens its cobro at /invoices/{id}. */
export function InvoicesPage() {
  const online = useOnline()
  return (
    <div className="invoices">
      <PageTitle>{uiStaff.titles.invoices}</PageTitle>
      <OfflineNotice online={online} />
      <PaymentIssues />
      <BillingRun />
      <RemindersPanel />
      <PendingInvoices />
    </div>
  )
}
