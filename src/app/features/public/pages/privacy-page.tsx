import { uiPages as t } from '#app/i18n/ui-public-pages.ts'
import { LegalPage } from './legal-page.tsx'

export function PrivacyPage() {
  return (
    <LegalPage
      title={t.privacyTitle}
      intro={t.privacyIntro}
      updated={t.privacyUpdated}
      sections={[
        { title: t.privacyDataTitle, text: t.privacyData, items: t.privacyDataItems },
        { title: t.privacyUseTitle, text: t.privacyUse },
        { title: t.privacyMinorsTitle, text: t.privacyMinors },
        { title: t.privacyLawTitle, text: t.privacyLaw },
      ]}
      contact={t.privacyContact}
    />
  )
}
