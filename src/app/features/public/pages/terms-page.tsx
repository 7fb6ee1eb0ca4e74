import { ui } from '#shared/i18n/ui.ts'
import { SchoolContact } from '#app/components/ui/school-contact.tsx'
import { TextPage } from './text-page.tsx'

export function TermsPage() {
  return (
    <TextPage title={ui.pages.termsTitle}>
      <p className="lead">{ui.pages.termsIntro}</p>
      <p>{ui.pages.termsWaiver}</p>
      <h2>{ui.pages.termsCancellationsTitle}</h2>
      <p>{ui.pages.termsCancellations}</p>
      <p>{ui.pages.termsContact}</p>
      <SchoolContact />
    </TextPage>
  )
}
