import { uiPages as t } from '#app/i18n/ui-public-pages.ts'
import { PointsPage } from './points-page.tsx'

export function InstructorsPage() {
  return (
    <PointsPage
      title={t.instructorsTitle}
      intro={t.instructorsIntro}
      points={t.instructorsPoints}
      more={t.instructorsMore}
    />
  )
}
