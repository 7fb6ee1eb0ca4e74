import { Link } from 'react-router-dom'
import { uiPayments } from '#app/i18n/ui-payments.ts'
import { useConsentsPending } from '../api/consents-pending.ts'

/**
 * 'Tiene documentos por firmar': shown to the recognised guardian (after the birth date or the
 * personal link) while a child's answer to a version in force is missing; nothing otherwise.
 */
const t = uiPayments.consentNotice

export function ConsentNotice() {
  const consents = useConsentsPending()
  const pending = consents.data?.pending ?? 0
  if (consents.isError || pending === 0) return null
  return (
    <section className="consent-notice" aria-labelledby="consent-notice-title">
      <h2 id="consent-notice-title">{t.title}</h2>
      <p>{t.text(pending)}</p>
      <Link className="btn btn-pay btn-block" to="/payments/documents">
        {t.action}
      </Link>
    </section>
  )
}
