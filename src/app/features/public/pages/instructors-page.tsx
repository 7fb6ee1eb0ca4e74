import { SITE_PAGES_DEFAULTS } from '#shared/i18n/site-pages.ts'
import { uiPages as t } from '#app/i18n/ui-public-pages.ts'
import { usePublicSite } from '../api/get-public-site.ts'
import { PeopleCards } from '#app/components/site/people-cards.tsx'
import { PointsPage } from './points-page.tsx'

export function InstructorsPage() {
  const site = usePublicSite()
  const section = site?.instructors ?? SITE_PAGES_DEFAULTS.instructors
  return (
    <PointsPage
      title={t.instructorsTitle}
      intro={section.intro}
      points={t.instructorsPoints}
      more={t.instructorsMore}
    >
      {section.members.length > 0 && (
        <PeopleCards people={section.members} images={site?.images ?? {}} />
      )}
    </PointsPage>
  )
}
