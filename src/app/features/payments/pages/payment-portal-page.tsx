import { ui } from '#shared/i18n/ui.ts'
import { PageTitle } from '#app/components/ui/page-title.tsx'

export function PaymentPortalPage() {
  return <PageTitle>{ui.payments.portalTitle}</PageTitle>
}
