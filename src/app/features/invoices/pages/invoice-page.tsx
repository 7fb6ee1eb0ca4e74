// One cobro (admins; opened from Pagos pendientes and from a student's or apoderado's historial):
// who and what it charges, its lines, its payments, and 'Registrar pago' / 'Anular pago'.
import '#app/styles/card.css'
import '#app/styles/inline-form.css'
import '#app/styles/status-badge.css'
import '../invoices.css'
import { useState } from 'react'
import { Link, useParams } from 'react-router-dom'
import { INVOICE_STATUS_LABELS, type LineItem } from '#shared/contract/invoices.ts'
import type { LedgerInvoice } from '#shared/contract/ledger.ts'
import { formatDate, periodInText } from '#shared/dates.ts'
import { PAID_BY_LABELS } from '#shared/i18n/ledger.ts'
import { formatClp } from '#shared/money.ts'
import { ui } from '#app/i18n/ui.ts'
import { uiLedger } from '#app/i18n/ui-ledger.ts'
import { BackButton } from '#app/components/ui/back-button.tsx'
import { DataTable, type Column } from '#app/components/ui/data-table.tsx'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import { ApiError, errorMessage } from '#app/lib/api-error.ts'
import { useOnline } from '#app/offline/hooks.ts'
import { useInvoiceDetail } from '../api/invoice-detail.ts'
import { AnnulPaymentDialog } from '../components/annul-payment-dialog.tsx'
import { InvoicePayments } from '../components/invoice-payments.tsx'
import { RecordPaymentForm } from '../components/record-payment-form.tsx'
import { InfoList } from '#app/components/ui/info-list.tsx'
import { OfflineNotice } from '#app/components/ui/offline-notice.tsx'
import { SuccessNote } from '#app/components/ui/form-message.tsx'

const t = uiLedger.invoice
const fullName = (person: { name: string; last_name: string }) =>
  `${person.name} ${person.last_name}`

const lineColumns: Column<LineItem>[] = [
  { header: uiLedger.columns.concept, cell: (line) => line.description },
  {
    header: uiLedger.columns.amount,
    cell: (line) => <span className="amount">{formatClp(line.amount)}</span>,
  },
]

export function InvoicePage() {
  const id = useParams().id ?? ''
  const online = useOnline()
  const detail = useInvoiceDetail(id)
  const [annulling, setAnnulling] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const invoice = detail.data

  return (
    <div className="invoices invoice-page">
      <BackButton compact />
      <PageTitle>{invoice ? t.title(periodInText(invoice.billing_period)) : t.lines}</PageTitle>
      <OfflineNotice online={online} />
      <SuccessNote message={notice} />
      {invoice ? (
        <>
          <InvoiceSummary invoice={invoice} />
          {invoice.status === 'pending' && (
            <RecordPaymentForm
              key={`${invoice.id}-${invoice.total_amount}-${invoice.manual_payments.length}`}
              invoiceId={invoice.id}
              total={invoice.total_amount}
              online={online}
              onRecorded={() => setNotice(uiLedger.record.saved)}
            />
          )}
          <InvoicePayments
            invoice={invoice}
            canAnnul={online}
            onAnnul={(payment) => {
              setNotice(null)
              setAnnulling(payment.id)
            }}
          />
          <AnnulPaymentDialog
            paymentId={annulling}
            onDone={(annulled) => {
              setAnnulling(null)
              if (annulled) setNotice(uiLedger.annul.saved)
            }}
          />
        </>
      ) : detail.isPending ? (
        <p className="table-status">{ui.common.loading}</p>
      ) : (
        <p className="form-error" role="alert">
          {detail.error instanceof ApiError &&
          (detail.error.status === 404 || detail.error.status === 400)
            ? t.notFound
            : errorMessage(detail.error, t.loadError)}
        </p>
      )}
    </div>
  )
}

/** 'con Efectivo, el 22-11-2026' */
function paidBy(invoice: LedgerInvoice): string {
  const method = `${t.paidWith} ${PAID_BY_LABELS[invoice.paid_by!]}`
  return invoice.paid_at ? `${method}, ${t.paidOn} ${formatDate(invoice.paid_at)}` : method
}

function InvoiceSummary({ invoice }: { invoice: LedgerInvoice }) {
  return (
    <section className="card invoice-summary" aria-labelledby="invoice-lines-title">
      <InfoList
        className="invoice-facts"
        rows={[
          [
            t.student,
            <Link to={`/students/${invoice.student.id}`}>{fullName(invoice.student)}</Link>,
          ],
          [t.payer, <Link to={`/supporters/${invoice.payer.id}`}>{fullName(invoice.payer)}</Link>],
          [
            t.status,
            <>
              <span className={`status-badge status-${invoice.status}`}>
                {INVOICE_STATUS_LABELS[invoice.status]}
              </span>
              {invoice.paid_by && <span className="paid-by">{paidBy(invoice)}</span>}
            </>,
          ],
        ]}
      />
      <h2 id="invoice-lines-title">{t.lines}</h2>
      <DataTable
        caption={t.linesCaption}
        columns={lineColumns}
        rows={invoice.line_items}
        rowKey={(line) => `${line.description}:${line.amount}`}
        emptyText={uiLedger.noInvoices}
      />
      <p className="invoices-total">
        {t.total}: {formatClp(invoice.total_amount)}
      </p>
    </section>
  )
}
