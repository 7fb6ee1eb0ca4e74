import { uiPages as t } from '#app/i18n/ui-public-pages.ts'
import { DocumentPage } from './document-page.tsx'

/** /privacy: the version in force of the school's privacy policy. */
export function PrivacyPage() {
  return <DocumentPage kind="privacy" contact={t.privacyContact} />
}
