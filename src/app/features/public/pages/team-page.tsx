import { SITE_PAGES_DEFAULTS } from '#shared/i18n/site-pages.ts'
import { uiPages as t } from '#app/i18n/ui-public-pages.ts'
import { usePublicSite } from '../api/get-public-site.ts'
import { PeopleCards } from '#app/components/site/people-cards.tsx'
import { PointsPage } from './points-page.tsx'

export function TeamPage() {
  const site = usePublicSite()
  const section = site?.team ?? SITE_PAGES_DEFAULTS.team
  return (
    <PointsPage title={t.teamTitle} intro={section.intro} points={t.teamPoints} more={t.teamMore}>
      {section.members.length > 0 && (
        <PeopleCards people={section.members} images={site?.images ?? {}} />
      )}
    </PointsPage>
  )
}
