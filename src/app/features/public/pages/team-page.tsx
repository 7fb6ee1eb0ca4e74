import { uiPages as t } from '#app/i18n/ui-public-pages.ts'
import { InfoCards } from '../components/info-cards.tsx'
import { TextPage } from './text-page.tsx'

export function TeamPage() {
  return (
    <TextPage title={t.teamTitle} intro={t.teamIntro}>
      <InfoCards items={t.teamPoints} />
      <p className="lead">{t.teamMore}</p>
    </TextPage>
  )
}
