import { ui } from '#shared/i18n/ui.ts'
import { TextPage } from './text-page.tsx'

export function TeamPage() {
  return (
    <TextPage title={ui.pages.teamTitle}>
      <p className="lead">{ui.pages.teamIntro}</p>
      <p>{ui.pages.teamMore}</p>
    </TextPage>
  )
}
