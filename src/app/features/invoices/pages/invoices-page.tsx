import { ui } from '#shared/i18n/ui.ts'
import { PageTitle } from '#app/components/ui/page-title.tsx'

export function InvoicesPage() {
  return <PageTitle>{ui.staff.titles.invoices}</PageTitle>
}
