import { Link } from 'react-router-dom'
import { ApiError } from '#app/lib/api-error.ts'
import { uiConsents as t } from '#app/i18n/ui-consents.ts'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import { useConsents } from '../api/consents.ts'
import { PortalLoading, RetryBox, invoicesPath } from '../components/portal-states.tsx'
import { SigningForm } from '../components/signing-form.tsx'
import '../payments.css'
import '../consents.css'

/**
 * /payments/documents: the recognised guardian reads the school's documents in force and signs
 * them for their children at once (a checkbox per document, photos authorised or not, full name and
 * RUT). A guardian the portal does not recognise is sent to recognise themselves first.
 */
export function ConsentsPage() {
  const consents = useConsents()
  return (
    <div className="invoices-page consents-page">
      <PageTitle>{t.title}</PageTitle>
      {consents.isPending ? (
        <PortalLoading />
      ) : consents.isError && !consents.data ? (
        consents.error instanceof ApiError && consents.error.status === 401 ? (
          <div className="state-box">
            <p>{t.notRecognized}</p>
            <Link className="btn btn-pay btn-block" to="/payments">
              {t.goToPortal}
            </Link>
          </div>
        ) : (
          <RetryBox text={t.loadFailed} onRetry={consents.refetch} />
        )
      ) : consents.data!.documents.length === 0 ? (
        <p className="state-box">{t.none}</p>
      ) : (
        <SigningForm consents={consents.data!} onStale={consents.refetch} />
      )}
      <p className="return-links">
        <Link to={invoicesPath()}>{t.backToInvoices}</Link>
      </p>
    </div>
  )
}
