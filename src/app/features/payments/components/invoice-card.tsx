import { useId } from 'react'
import { Link } from 'react-router-dom'
import type { PortalInvoice } from '#shared/contract/invoices.ts'
import { INVOICE_STATUS_LABELS } from '#shared/invoice-rules.ts'
import { uiPayments as t } from '#app/i18n/ui-payments.ts'
import { periodLabel } from '#shared/santiago-clock.ts'
import { LineItemsTable } from './line-items-table.tsx'
import { PayButton } from './pay-button.tsx'

interface InvoiceCardProps {
  invoice: PortalInvoice
  /** The card's element id, the target of a link to this cobro. */
  anchor?: string
  payerRut: string
  /** False while the school cannot take payments online: 'Pagar' is disabled and says why. */
  online?: boolean
}

/**
 * One invoice of the portal: period, the child (first name and last initial once the guardian is
 * recognised, else the masked RUT), status, line items, total, and payment or receipt.
 */
export function InvoiceCard({ invoice, anchor, payerRut, online = true }: InvoiceCardProps) {
  const titleId = useId()
  const hintId = useId()
  const period = periodLabel(invoice.billing_period)
  const payable = online && invoice.payable
  return (
    <article id={anchor} tabIndex={-1} className="invoice-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="invoice-period">
        {period}
      </h2>
      <dl className="invoice-meta">
        {invoice.student_label ? (
          <div>
            <dt>{t.student}</dt>
            <dd className="student-label">{invoice.student_label}</dd>
          </div>
        ) : (
          <div>
            <dt>{t.studentRut}</dt>
            <dd>{invoice.student_rut_masked ?? t.studentRutMissing}</dd>
          </div>
        )}
        <div>
          <dt>{t.status}</dt>
          <dd>
            <span className={`badge badge-${invoice.status}`}>
              {INVOICE_STATUS_LABELS[invoice.status]}
            </span>
          </dd>
        </div>
      </dl>
      <LineItemsTable
        caption={t.invoiceOf(period)}
        withHeader
        items={invoice.line_items}
        total={invoice.total_amount}
      />
      {invoice.receipt_id && (
        <footer className="invoice-foot">
          <Link className="btn btn-secondary" to={`/payments/receipt/${invoice.receipt_id}`}>
            {t.receipt}
          </Link>
        </footer>
      )}
      {invoice.status === 'pending' && (
        <footer className="invoice-foot">
          <PayButton
            disabled={!payable}
            hintId={payable ? undefined : hintId}
            request={{
              invoice_id: invoice.id,
              amount: invoice.total_amount,
              currency: 'CLP',
              payer_rut: payerRut,
            }}
          />
          {!payable && (
            <p id={hintId} className="field-hint">
              {online ? t.payLater : t.payUnavailable}
            </p>
          )}
        </footer>
      )}
    </article>
  )
}
