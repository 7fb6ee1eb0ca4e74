import { uiPages as t } from '#app/i18n/ui-public-pages.ts'
import { InfoCards } from '../components/info-cards.tsx'
import { PageCta } from '../components/page-cta.tsx'
import { TextPage } from './text-page.tsx'

export function AssociationsPage() {
  return (
    <TextPage title={t.associationsTitle} intro={t.associationsIntro}>
      <InfoCards items={t.associationsPoints} />
      <PageCta text={t.associationsMore} to="/contact" label={t.associationsLink} />
    </TextPage>
  )
}
