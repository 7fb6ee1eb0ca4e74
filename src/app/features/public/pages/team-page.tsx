import { uiPages as t } from '#app/i18n/ui-public-pages.ts'
import { PointsPage } from './points-page.tsx'

export function TeamPage() {
  return (
    <PointsPage title={t.teamTitle} intro={t.teamIntro} points={t.teamPoints} more={t.teamMore} />
  )
}
