import { uiPages as t } from '#app/i18n/ui-public-pages.ts'
import { SchoolContact } from '#app/components/ui/school-contact.tsx'
import { TextPage } from './text-page.tsx'

export function PrivacyPage() {
  return (
    <TextPage title={t.privacyTitle} intro={t.privacyIntro}>
      <p className="updated">{t.privacyUpdated}</p>
      <h2>{t.privacyDataTitle}</h2>
      <p>{t.privacyData}</p>
      <ul>
        {t.privacyDataItems.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h2>{t.privacyUseTitle}</h2>
      <p>{t.privacyUse}</p>
      <h2>{t.privacyMinorsTitle}</h2>
      <p>{t.privacyMinors}</p>
      <h2>{t.privacyLawTitle}</h2>
      <p>{t.privacyLaw}</p>
      <p>{t.privacyContact}</p>
      <SchoolContact />
    </TextPage>
  )
}
