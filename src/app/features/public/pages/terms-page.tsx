import { uiPages as t } from '#app/i18n/ui-public-pages.ts'
import { LegalPage } from './legal-page.tsx'

export function TermsPage() {
  return (
    <LegalPage
      title={t.termsTitle}
      intro={t.termsIntro}
      sections={[
        { title: t.termsPaymentsTitle, text: t.termsPayments },
        { title: t.termsWaiverTitle, text: t.termsWaiver },
        { title: t.termsMinorsTitle, text: t.termsMinors },
        { title: t.termsCancellationsTitle, text: t.termsCancellations },
      ]}
      contact={t.termsContact}
    />
  )
}
