// What a billing run would do to one month: counts per kind of change, the month's total after
// it, and the invoices that would change or are skipped (being paid) and why.
import type { InvoiceChange, InvoiceGeneration } from '#shared/contract/invoices.ts'
import { periodInText } from '#shared/dates.ts'
import { uiAdmin } from '#app/i18n/ui-admin.ts'
import { formatClp } from '#shared/money.ts'
import { DataTable, type Column } from '#app/components/ui/data-table.tsx'
import { InfoList } from '#app/components/ui/info-list.tsx'

const t = uiAdmin.billing
const fullName = (person: { name: string; last_name: string }) =>
  `${person.name} ${person.last_name}`

const columns: Column<InvoiceChange>[] = [
  {
    header: t.action,
    cell: (change) => (
      <span className={`status-badge change-${change.action}`}>{t.actions[change.action]}</span>
    ),
  },
  { header: uiAdmin.invoices.student, cell: (change) => fullName(change.student) },
  { header: uiAdmin.invoices.payer, cell: (change) => fullName(change.payer) },
  {
    header: t.amount,
    cell: (change) => (
      <span className="amount">
        {formatClp(change.total_amount)}
        {change.previous_total !== null && (
          <span className="text-muted"> ({t.previous(formatClp(change.previous_total))})</span>
        )}
        {change.reason && <span className="change-reason text-muted">{change.reason}</span>}
      </span>
    ),
  },
]

export function BillingPreview({ preview }: { preview: InvoiceGeneration }) {
  const counts = [
    [t.created, preview.created],
    [t.updated, preview.updated],
    [t.cancelled, preview.cancelled],
    [t.unchanged, preview.unchanged],
    [t.skipped, preview.skipped],
  ] as const
  return (
    <div className="billing-preview" aria-live="polite">
      <h3>{t.previewTitle(periodInText(preview.billing_period))}</h3>
      <InfoList className="billing-counts" rows={counts} />
      <p className="billing-total">{t.periodTotal(formatClp(preview.total_amount))}</p>
      <DataTable
        caption={t.changesCaption}
        columns={columns}
        rows={preview.changes}
        rowKey={(change) => `${change.action}-${change.invoice_id ?? change.student.id}`}
        emptyText={t.noChanges}
      />
    </div>
  )
}
