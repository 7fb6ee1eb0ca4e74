import { useParams } from 'react-router-dom'
import { asWrittenInSantiago, formatDate, periodLabel } from '#shared/santiago-clock.ts'
import { formatClp } from '#shared/money.ts'
import { receiptBoletaLine } from '#shared/i18n/receipt.ts'
import { uiPayments as t } from '#app/i18n/ui-payments.ts'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import { boletaPdfUrl, receiptPdfUrl, useReceipt } from '../api/get-receipt.ts'
import { LineItemsTable } from '../components/line-items-table.tsx'
import { BackToInvoices, PortalLoading } from '../components/portal-states.tsx'
import '../payments.css'
import '../family.css'

/** /payments/receipt/{id}: the comprobante of a payment, print-friendly, with its PDF. */
export function ReceiptPage() {
  const { id = '' } = useParams()
  const receipt = useReceipt(id)
  const back = <BackToInvoices className="return-links no-print" />
  if (receipt.isPending) return <PortalLoading />
  if (receipt.isError) {
    return (
      <div className="receipt">
        <PageTitle>{t.receiptTitle}</PageTitle>
        <p className="notice" role="alert">
          {t.receiptNotFound}
        </p>
        {back}
      </div>
    )
  }
  const r = receipt.data
  return (
    <article className="receipt">
      <header className="receipt-school">
        <strong>{r.school.name}</strong>
        {[r.school.phone, r.school.email].filter(Boolean).join(' · ')}
      </header>
      <PageTitle>{t.receiptTitle}</PageTitle>
      <dl className="receipt-meta">
        <div>
          <dt>{t.receiptPayer}</dt>
          <dd>
            {r.payer.name} ({r.payer.rut})
          </dd>
        </div>
        <div>
          <dt>{t.receiptDate}</dt>
          <dd className="nowrap">{formatDate(asWrittenInSantiago(r.paid_at))}</dd>
        </div>
        <div>
          <dt>{t.receiptKhipu}</dt>
          <dd>{r.khipu_payment_id}</dd>
        </div>
        {r.boleta && (
          <div>
            <dt>{t.receiptBoleta}</dt>
            <dd>{receiptBoletaLine(r.boleta)}</dd>
          </div>
        )}
      </dl>
      {r.invoices.map((invoice, index) => (
        <LineItemsTable
          key={index}
          caption={`${invoice.student} · ${periodLabel(invoice.billing_period)}`}
          items={invoice.line_items}
          total={invoice.amount}
        />
      ))}
      <p className="receipt-total">
        <span>{t.receiptTotal}</span> <strong>{formatClp(r.amount)}</strong>
      </p>
      <p className="receipt-actions no-print">
        <a className="btn btn-pay" href={receiptPdfUrl(r.id)} download>
          {t.receiptPdf}
        </a>
        {r.boleta?.has_pdf && (
          <a className="btn btn-secondary" href={boletaPdfUrl(r.id)} download>
            {t.boletaPdf}
          </a>
        )}
        <button type="button" className="btn btn-secondary" onClick={() => window.print()}>
          {t.print}
        </button>
      </p>
      {back}
    </article>
  )
}
