import { Link } from 'react-router-dom'
import { uiConsents as t } from '#app/i18n/ui-consents.ts'
import { useConsents } from '../api/consents.ts'

/**
 * 'Tiene documentos por firmar': shown to the recognised guardian (after the birth date or the
 * personal link) while a child's answer to a version in force is missing; nothing otherwise.
 */
export function ConsentNotice() {
  const consents = useConsents()
  const pending = consents.data?.pending ?? 0
  if (consents.isError || pending === 0) return null
  return (
    <section className="consent-notice" aria-labelledby="consent-notice-title">
      <h2 id="consent-notice-title">{t.noticeTitle}</h2>
      <p>{t.noticeText(pending)}</p>
      <Link className="btn btn-pay btn-block" to="/payments/documents">
        {t.noticeAction}
      </Link>
    </section>
  )
}
