import { ui } from '#shared/i18n/ui.ts'
import { TextPage } from './text-page.tsx'

export function AssociationsPage() {
  return (
    <TextPage title={ui.pages.associationsTitle}>
      <p className="lead">{ui.pages.associationsIntro}</p>
      <p>{ui.pages.associationsMore}</p>
    </TextPage>
  )
}
