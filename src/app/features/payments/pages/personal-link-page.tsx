import { useEffect, useState } from 'react'
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom'
import { uiPayments as t } from '#app/i18n/ui-payments.ts'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import { exchangePersonalLink } from '../api/portal-recognition.ts'
import { rememberPayerRut } from '../last-payment.ts'
import '../payments.css'
import { ErrorAlert } from '#app/components/ui/form-message.tsx'

/**
 * /payments/l/{token}: the personal link the school sent. The server checks it and recognises the
 * guardian (portal proof cookie); the page then opens their invoices (or, for a link to sign,
 * `?para=documentos`, the documents), replacing the link in the history so the token does not
 * linger there.
 */
export function PersonalLinkPage() {
  const { token = '' } = useParams()
  const navigate = useNavigate()
  const toDocuments = useLocation().search === '?para=documentos'
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let live = true
    exchangePersonalLink(token)
      .then(({ rut }) => {
        if (!live) return
        rememberPayerRut(rut)
        navigate(toDocuments ? '/payments/documents' : `/payments/${rut}`, { replace: true })
      })
      .catch(() => live && setFailed(true))
    return () => {
      live = false
    }
  }, [token, toDocuments, navigate])
  return (
    <div className="portal-card">
      <PageTitle>{t.portalTitle}</PageTitle>
      {failed ? (
        <>
          <ErrorAlert message={t.linkInvalid} />
          <Link className="btn btn-pay btn-large btn-block" to="/payments">
            {t.goToPortal}
          </Link>
        </>
      ) : (
        <p className="page-loading" role="status">
          {t.linkOpening}
        </p>
      )}
    </div>
  )
}
