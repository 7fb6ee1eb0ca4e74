import { uiPages as t } from '#app/i18n/ui-public-pages.ts'
import { DocumentPage } from './document-page.tsx'

/** /terms: the version in force of the school's terms and conditions. */
export function TermsPage() {
  return <DocumentPage kind="terms" contact={t.termsContact} />
}
