import { ui } from '#shared/i18n/ui.ts'
import { SchoolContact } from '#app/components/ui/school-contact.tsx'
import { TextPage } from './text-page.tsx'

export function PrivacyPage() {
  return (
    <TextPage title={ui.pages.privacyTitle}>
      <p className="text-muted">{ui.pages.privacyUpdated}</p>
      <p className="lead">{ui.pages.privacyIntro}</p>
      <p>{ui.pages.privacyMinors}</p>
      <p>{ui.pages.privacyContact}</p>
      <SchoolContact />
    </TextPage>
  )
}
