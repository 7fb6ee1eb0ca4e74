import { ui } from '#shared/i18n/ui.ts'
import { TextPage } from './text-page.tsx'

export function InstructorsPage() {
  return (
    <TextPage title={ui.pages.instructorsTitle}>
      <p className="lead">{ui.pages.instructorsIntro}</p>
      <p>{ui.pages.instructorsMore}</p>
    </TextPage>
  )
}
