import { ui } from '#shared/i18n/ui.ts'
import { PageTitle } from '#app/components/ui/page-title.tsx'

export function InvoicesByRutPage() {
  return <PageTitle>{ui.payments.portalTitle}</PageTitle>
}
