import { useEffect } from 'react'
import { Link, useLocation, useParams } from 'react-router-dom'
import { portalValidationMessages as validationMessages } from '#shared/i18n/portal-validation.ts'
import { uiPayments as t } from '#app/i18n/ui-payments.ts'
import { formatRut, isValidRut } from '#shared/rut.ts'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import { useOnlinePaymentAvailable } from '../api/get-payment-availability.ts'
import { usePortalInvoices } from '../api/get-portal-invoices.ts'
import { ConsentNotice } from '../components/consent-notice.tsx'
import { FamilySummary } from '../components/family-summary.tsx'
import { InvoiceCard } from '../components/invoice-card.tsx'
import { PortalLoading, RetryBox } from '../components/portal-states.tsx'
import { RecognizeForm } from '../components/recognize-form.tsx'
import { SecureNote } from '../components/secure-note.tsx'
import { cobroAnchor, inPayingOrder } from '../invoice-order.ts'
import { rememberPayerRut } from '../last-payment.ts'
import '../payments.css'
import '../family.css'
import '../consents.css'
import { ErrorAlert, SuccessNote } from '#app/components/ui/form-message.tsx'

/**
 * /payments/{rut}: the payer's invoices, what is owed first (newest period first), then what is
 * paid, each payable once its month is over, with the family total and 'Pagar todo' when more than
 * one can be paid, and the birth-date check that shows the children's names and class dates.
 * `#cobro-{id}` (from 'Pagar el siguiente') brings that cobro into view and focuses it.
 */
export function InvoicesByRutPage() {
  const { rut: rawRut = '' } = useParams()
  const valid = isValidRut(rawRut)
  const rut = valid ? formatRut(rawRut) : rawRut
  return (
    <div className="invoices-page">
      <PageTitle>{t.portalTitle}</PageTitle>
      <div className="client-rut">
        <p>{t.clientRut(rut)}</p>
        <Link to="/payments">{t.otherRut}</Link>
      </div>
      {valid ? (
        <InvoiceList rut={rut} />
      ) : (
        <>
          <ErrorAlert message={validationMessages.portalRutInvalid} />
          <SecureNote />
        </>
      )}
    </div>
  )
}

function InvoiceList({ rut }: { rut: string }) {
  const invoices = usePortalInvoices(rut)
  const somethingPayable = !!invoices.data?.some((invoice) => invoice.payable)
  const online = useOnlinePaymentAvailable(somethingPayable)
  useEffect(() => rememberPayerRut(rut), [rut])
  const { hash } = useLocation()
  const loaded = invoices.data !== undefined
  useEffect(() => {
    if (!loaded || !hash) return
    const card = document.getElementById(decodeURIComponent(hash.slice(1)))
    card?.scrollIntoView({ block: 'start' })
    card?.focus({ preventScroll: true })
  }, [loaded, hash])

  // NOTE: the Khipu note comes with the answer, not before it: shown below 'Cargando…' it would
  // jump down when the invoices arrive (a layout shift a phone's reader notices, and Lighthouse too).
  if (invoices.isPending) return <PortalLoading />
  if (invoices.isError) {
    return (
      <>
        <RetryBox text={t.loadFailed} onRetry={invoices.refetch} />
        <SecureNote />
      </>
    )
  }
  if (invoices.data.length === 0) {
    return (
      <>
        <div className="state-box">
          <p className="state-title">{t.empty}</p>
          <p className="text-muted">{t.studentRutHint}</p>
          <p className="text-muted">{t.emptyHint}</p>
        </div>
        <SecureNote />
      </>
    )
  }
  const payable = invoices.data.filter((invoice) => invoice.payable)
  const recognised = invoices.data.some((invoice) => invoice.student_label !== null)
  return (
    <>
      {recognised ? (
        <>
          <SuccessNote message={t.recognized} />
          <p className="return-links">
            <Link to="/payments/my-data">{t.familyDataLink}</Link>
          </p>
        </>
      ) : (
        <RecognizeForm rut={rut} />
      )}
      {payable.length > 1 && <FamilySummary payable={payable} payerRut={rut} online={online} />}
      <div className="invoice-list">
        {inPayingOrder(invoices.data).map((invoice) => (
          <InvoiceCard
            key={invoice.id}
            anchor={cobroAnchor(invoice.id)}
            invoice={invoice}
            payerRut={rut}
            online={online}
          />
        ))}
      </div>
      {/* NOTE: below the cobros: it appears once its own answer arrives, and above them it would
          push the whole list down (layout shift on the personal link's page). */}
      {recognised && <ConsentNotice />}
      <SecureNote />
    </>
  )
}
