import { ui } from '#shared/i18n/ui.ts'
import { TextPage } from './text-page.tsx'

export function PlansPage() {
  return (
    <TextPage title={ui.pages.plansTitle}>
      <p className="lead">{ui.pages.plansIntro}</p>
      <p>{ui.pages.plansMore}</p>
    </TextPage>
  )
}
