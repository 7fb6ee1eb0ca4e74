import { Link, useParams } from 'react-router-dom'
import { formatClp } from '#shared/money.ts'
import { uiPayments as t } from '#app/i18n/ui-payments.ts'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import { usePaymentAttempts } from '../api/get-payment-attempts.ts'
import { usePortalInvoices } from '../api/get-portal-invoices.ts'
import { AttemptsTable } from '../components/attempts-table.tsx'
import { PaymentCobros } from '../components/payment-cobros.tsx'
import { PayButton } from '../components/pay-button.tsx'
import { BackToInvoices, invoicesPath, RetryBox } from '../components/portal-states.tsx'
import { cobroAnchor, inPayingOrder } from '../invoice-order.ts'
import { rememberedPayerRut, rememberedPayment } from '../last-payment.ts'
import '../payments.css'
import '../family.css'
import { ErrorAlert, SuccessNote } from '#app/components/ui/form-message.tsx'

/** /payments-return/{invoiceId}: where Khipu sends the guardian back; shows how the payment went. */
export function PaymentReturnPage() {
  const { id = '' } = useParams()
  return (
    <div className="return-page">
      <PageTitle>{t.returnTitle}</PageTitle>
      <Attempts invoiceId={id} />
    </div>
  )
}

function Attempts({ invoiceId }: { invoiceId: string }) {
  const attempts = usePaymentAttempts(invoiceId)

  if (attempts.isPending) {
    return (
      <p className="verifying" role="status">
        <span className="spinner" aria-hidden="true" /> {t.verifying}
      </p>
    )
  }
  if (attempts.isError) {
    return <RetryBox text={t.verifyFailed} onRetry={attempts.refetch} />
  }
  const list = attempts.data
  if (list.length === 0) {
    return (
      <>
        <p className="state-box">{t.noAttempts}</p>
        <BackToInvoices />
      </>
    )
  }
  const completed = list.some((a) => a.payment_status === 'completed')
  const failed = !completed && list.some((a) => a.payment_status === 'failure')
  const waiting = !completed && !failed
  // 'Pagar todo': this invoice was one of several paid at once.
  const family = list.find((a) => a.payment_status === 'completed' && a.invoice_count > 1)
  const refund = list.find((a) => a.cobros.some((cobro) => cobro.outcome === 'refund'))
  return (
    <>
      {completed && (
        <>
          <SuccessNote message={t.verified} />
          {family && (
            <>
              <p>{t.familyPaid(family.invoice_count, formatClp(family.payment_amount))}</p>
              <PaymentCobros cobros={family.cobros} />
            </>
          )}
          {!family && refund && <PaymentCobros cobros={refund.cobros} />}
          <AfterPayment invoiceId={invoiceId} />
        </>
      )}
      {waiting && (
        <p className="notice" role="status">
          {t.stillPending}
        </p>
      )}
      {failed && (
        <div className="retry-box">
          <ErrorAlert message={t.failedNotice} />
          <RetryPayment invoiceId={invoiceId} />
        </div>
      )}
      <AttemptsTable attempts={list} />
      <BackToInvoices />
    </>
  )
}

/** After a payment: its receipt (recognised guardians) and the next invoice still to pay. */
function AfterPayment({ invoiceId }: { invoiceId: string }) {
  const rut = rememberedPayerRut()
  const invoices = usePortalInvoices(rut)
  if (!rut || !invoices.data) return null
  const receipt = invoices.data.find((invoice) => invoice.id === invoiceId)?.receipt_id
  const next = invoices.data.filter((invoice) => invoice.payable)
  const [first] = inPayingOrder(next)
  return (
    <div className="after-payment">
      {receipt && (
        <Link className="btn btn-secondary" to={`/payments/receipt/${receipt}`}>
          {t.receipt}
        </Link>
      )}
      {next.length > 0 && (
        <p className="next-pending">
          {t.nextPending(next.length)}{' '}
          <Link className="btn btn-pay" to={`/payments/${rut}#${cobroAnchor(first!.id)}`}>
            {t.payNext}
          </Link>
        </p>
      )}
    </div>
  )
}

/** Starts a new attempt with this tab's last request; without one, goes back to the list. */
function RetryPayment({ invoiceId }: { invoiceId: string }) {
  const request = rememberedPayment(invoiceId)
  if (request) return <PayButton request={request} label={t.tryAgain} />
  return (
    <Link className="btn btn-pay btn-large" to={invoicesPath()}>
      {t.tryAgain}
    </Link>
  )
}
