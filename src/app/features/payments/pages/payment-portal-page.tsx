import { uiPayments as t } from '#app/i18n/ui-payments.ts'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import { RutForm } from '../components/rut-form.tsx'
import { SecureNote } from '../components/secure-note.tsx'
import '../payments.css'

/** /payments: the guardian types their own RUT to see last month's invoices. */
export function PaymentPortalPage() {
  return (
    <div className="portal-card">
      <PageTitle>{t.portalTitle}</PageTitle>
      <p className="portal-intro">{t.portalIntro}</p>
      <RutForm />
      <SecureNote />
    </div>
  )
}
