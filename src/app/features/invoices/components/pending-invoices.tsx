// The pending-invoices table of spec §2 with the sum of what is still owed under it.
import type { StaffInvoice } from '#shared/contract/invoices.ts'
import { INVOICE_STATUS_LABELS } from '#shared/contract/invoices.ts'
import { periodLabel } from '#shared/dates.ts'
import { uiAdmin } from '#app/i18n/ui-admin.ts'
import { formatClp } from '#shared/money.ts'
import { DataTable, type Column } from '#app/components/ui/data-table.tsx'
import { usePendingInvoices } from '../api/get-pending-invoices.ts'
import { INVOICE_STATUS_TONES, StatusBadge } from '#app/components/ui/status-badge.tsx'

const t = uiAdmin.invoices
const fullName = (person: { name: string; last_name: string }) =>
  `${person.name} ${person.last_name}`

const columns: Column<StaffInvoice>[] = [
  { header: t.period, cell: (invoice) => periodLabel(invoice.billing_period) },
  {
    header: t.total,
    cell: (invoice) => <span className="amount">{formatClp(invoice.total_amount)}</span>,
  },
  {
    header: t.status,
    cell: (invoice) => (
      <StatusBadge tone={INVOICE_STATUS_TONES[invoice.status]}>
        {INVOICE_STATUS_LABELS[invoice.status]}
      </StatusBadge>
    ),
  },
  { header: t.payer, cell: (invoice) => fullName(invoice.payer) },
  { header: t.student, cell: (invoice) => fullName(invoice.student) },
]

export function PendingInvoices() {
  const { data, isPending, isError } = usePendingInvoices()
  const total = (data ?? []).reduce((sum, invoice) => sum + invoice.total_amount, 0)
  return (
    <section className="invoices-block" aria-label={t.caption}>
      <DataTable
        cards
        caption={t.caption}
        columns={columns}
        rows={data}
        loading={isPending}
        error={isError && !data ? t.loadError : null}
        emptyText={t.empty}
        rowHref={(invoice) => `/invoices/${invoice.id}`}
      />
      {data && data.length > 0 && (
        <p className="invoices-total">{t.totalPending(formatClp(total))}</p>
      )}
    </section>
  )
}
