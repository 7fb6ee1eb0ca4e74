// A cobro's payments: the Khipu attempts, and the payments recorded by hand (an annulled one says
// when, by whom and why; a live one can be annulled by an admin).
import { useId } from 'react'
import type { LedgerAttempt, LedgerInvoice, ManualPayment } from '#shared/contract/ledger.ts'
import { formatCalendarDay, formatDate, formatTime } from '#shared/dates.ts'
import { MANUAL_PAYMENT_METHOD_LABELS } from '#shared/i18n/ledger.ts'
import { formatClp } from '#shared/money.ts'
import { uiLedger } from '#app/i18n/ui-ledger.ts'
import { DataTable, type Column, type DataTableProps } from '#app/components/ui/data-table.tsx'
import { StatusBadge } from '#app/components/ui/status-badge.tsx'

const t = uiLedger
const fullName = (person: { name: string; last_name: string }) =>
  `${person.name} ${person.last_name}`

const attemptColumns: Column<LedgerAttempt>[] = [
  {
    header: t.columns.date,
    cell: (a) => `${formatDate(a.created_at)} ${formatTime(a.created_at)}`,
  },
  { header: t.columns.amount, cell: (a) => <span className="amount">{formatClp(a.amount)}</span> },
  { header: t.columns.status, cell: (a) => t.invoice.attemptStatus[a.status] },
  { header: t.columns.notes, cell: (a) => a.notes ?? '' },
]

const manualColumns: Column<ManualPayment>[] = [
  { header: t.columns.date, cell: (p) => formatCalendarDay(p.paid_on) },
  { header: t.columns.amount, cell: (p) => <span className="amount">{formatClp(p.amount)}</span> },
  { header: t.columns.method, cell: (p) => MANUAL_PAYMENT_METHOD_LABELS[p.method] },
  { header: t.columns.reference, cell: (p) => p.reference ?? '' },
  { header: t.columns.recordedBy, cell: (p) => fullName(p.recorded_by) },
  {
    header: t.columns.status,
    cell: (p) =>
      p.annulled_at ? (
        <StatusBadge tone="danger" title={p.annul_reason ?? ''}>
          {t.invoice.annulled(
            formatDate(p.annulled_at),
            p.annulled_by ? fullName(p.annulled_by) : '',
            p.annul_reason ?? '',
          )}
        </StatusBadge>
      ) : (
        <StatusBadge tone="success">{t.invoice.live}</StatusBadge>
      ),
  },
]

interface InvoicePaymentsProps {
  invoice: LedgerInvoice
  canAnnul: boolean
  onAnnul: (payment: ManualPayment) => void
}

export function InvoicePayments({ invoice, canAnnul, onAnnul }: InvoicePaymentsProps) {
  return (
    <>
      <TableCard
        title={t.invoice.manual}
        columns={manualColumns}
        rows={invoice.manual_payments}
        emptyText={t.invoice.noManual}
        action={
          canAnnul
            ? {
                header: uiLedger.annul.action,
                label: () => uiLedger.annul.action,
                ariaLabel: (p) =>
                  uiLedger.annul.ariaLabel(formatClp(p.amount), formatCalendarDay(p.paid_on)),
                onClick: onAnnul,
                tone: 'danger',
                disabled: (p) => p.annulled_at !== null,
              }
            : undefined
        }
      />
      <TableCard
        title={t.invoice.attempts}
        columns={attemptColumns}
        rows={invoice.attempts}
        emptyText={t.invoice.noAttempts}
      />
    </>
  )
}

/** A card titled by its table: the title names the section and captions the table. */
function TableCard<Row extends { id: string }>({
  title,
  ...table
}: { title: string } & Omit<DataTableProps<Row>, 'caption'>) {
  const titleId = useId()
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <DataTable caption={title} {...table} />
    </section>
  )
}
