// The historial of a student or an apoderado (admins): classes by month (each month folds, the
// newest open), then every cobro in every status, each row opening the cobro with its payments.
import '#app/components/ui/table-cards.css'
import type { Ledger, LedgerClass, LedgerInvoice } from '#shared/contract/ledger.ts'
import { INVOICE_STATUS_LABELS } from '#shared/contract/invoices.ts'
import { formatDayMonth, formatTime, periodLabel } from '#shared/dates.ts'
import { PAID_BY_LABELS } from '#shared/i18n/ledger.ts'
import { formatClp } from '#shared/money.ts'
import { ui } from '#app/i18n/ui.ts'
import { uiLedger } from '#app/i18n/ui-ledger.ts'
import { uiPeople } from '#app/i18n/ui-people.ts'
import { DataTable, type Column } from '#app/components/ui/data-table.tsx'
import { useLedger, type LedgerKind } from '../api/get-ledger.ts'
import { PeopleCard } from './people-card.tsx'
import { INVOICE_STATUS_TONES, StatusBadge } from '#app/components/ui/status-badge.tsx'

const t = uiLedger
const fullName = (person: { name: string; last_name: string }) =>
  `${person.name} ${person.last_name}`

function classColumns(family: boolean): Column<LedgerClass>[] {
  return [
    {
      header: t.columns.date,
      cell: (c) => `${formatDayMonth(c.date)}, ${formatTime(c.date)}`,
    },
    ...(family
      ? [{ header: t.columns.student, cell: (c: LedgerClass) => fullName(c.student) }]
      : []),
    { header: t.columns.class, cell: (c) => c.name ?? uiPeople.classTypes[c.class_type] },
    { header: t.columns.transport, cell: (c) => (c.used_transport ? t.yes : t.no), narrow: true },
  ]
}

function invoiceColumns(family: boolean): Column<LedgerInvoice>[] {
  return [
    { header: t.columns.period, cell: (i) => periodLabel(i.billing_period) },
    ...(family
      ? [{ header: t.columns.student, cell: (i: LedgerInvoice) => fullName(i.student) }]
      : []),
    {
      header: t.columns.total,
      cell: (i) => <span className="amount">{formatClp(i.total_amount)}</span>,
    },
    {
      header: t.columns.status,
      cell: (i) => (
        <StatusBadge tone={INVOICE_STATUS_TONES[i.status]}>
          {INVOICE_STATUS_LABELS[i.status]}
          {i.paid_by && ` (${PAID_BY_LABELS[i.paid_by]})`}
        </StatusBadge>
      ),
    },
  ]
}

export function PersonLedger({ kind, id }: { kind: LedgerKind; id: string }) {
  const ledger = useLedger(kind, id, true)
  return (
    <PeopleCard id="ledger" title={t.title} className="person-ledger table-cards">
      {ledger.data ? (
        <LedgerBody ledger={ledger.data} family={kind === 'supporters'} />
      ) : ledger.isPending ? (
        <p className="table-status">{ui.common.loading}</p>
      ) : (
        <p className="table-status table-error" role="alert">
          {t.loadError}
        </p>
      )}
    </PeopleCard>
  )
}

function LedgerBody({ ledger, family }: { ledger: Ledger; family: boolean }) {
  const classes = classColumns(family)
  return (
    <>
      <h3>{t.invoices}</h3>
      <div className="people-scroll">
        <DataTable
          caption={t.invoices}
          columns={invoiceColumns(family)}
          rows={ledger.invoices}
          rowKey={(i) => i.id}
          emptyText={t.noInvoices}
          rowHref={(i) => `/invoices/${i.id}`}
        />
      </div>
      <h3>{t.attendance}</h3>
      {ledger.attendance.length === 0 && <p className="table-status">{t.noClasses}</p>}
      {ledger.attendance.map((month, index) => (
        <details key={month.month} className="ledger-month" open={index === 0}>
          <summary>{t.classesIn(periodLabel(month.month), month.classes.length)}</summary>
          <div className="people-scroll">
            <DataTable
              caption={periodLabel(month.month)}
              columns={classes}
              rows={month.classes}
              rowKey={(c) => `${c.session_id}:${c.student.id}`}
              emptyText={t.noClasses}
              rowHref={(c) => `/attendances/${c.session_id}`}
            />
          </div>
        </details>
      ))}
    </>
  )
}
