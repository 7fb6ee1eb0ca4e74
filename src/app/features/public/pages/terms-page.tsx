import { uiPages as t } from '#app/i18n/ui-public-pages.ts'
import { SchoolContact } from '#app/components/ui/school-contact.tsx'
import { TextPage } from './text-page.tsx'

export function TermsPage() {
  return (
    <TextPage title={t.termsTitle} intro={t.termsIntro}>
      <h2>{t.termsPaymentsTitle}</h2>
      <p>{t.termsPayments}</p>
      <h2>{t.termsWaiverTitle}</h2>
      <p>{t.termsWaiver}</p>
      <h2>{t.termsMinorsTitle}</h2>
      <p>{t.termsMinors}</p>
      <h2>{t.termsCancellationsTitle}</h2>
      <p>{t.termsCancellations}</p>
      <p>{t.termsContact}</p>
      <SchoolContact />
    </TextPage>
  )
}
