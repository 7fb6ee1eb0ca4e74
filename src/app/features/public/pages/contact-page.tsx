import { ui } from '#shared/i18n/ui.ts'
import { SchoolContact } from '#app/components/ui/school-contact.tsx'
import { TextPage } from './text-page.tsx'

export function ContactPage() {
  return (
    <TextPage title={ui.pages.contactTitle}>
      <p className="lead">{ui.pages.contactIntro}</p>
      <SchoolContact />
    </TextPage>
  )
}
