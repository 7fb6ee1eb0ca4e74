import { ui } from '#shared/i18n/ui.ts'
import { PageTitle } from '#app/components/ui/page-title.tsx'

export function DashboardPage() {
  return <PageTitle>{ui.staff.titles.dashboard}</PageTitle>
}
