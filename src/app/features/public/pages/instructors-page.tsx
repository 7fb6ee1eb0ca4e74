import { uiPages as t } from '#app/i18n/ui-public-pages.ts'
import { InfoCards } from '../components/info-cards.tsx'
import { TextPage } from './text-page.tsx'

export function InstructorsPage() {
  return (
    <TextPage title={t.instructorsTitle} intro={t.instructorsIntro}>
      <InfoCards items={t.instructorsPoints} />
      <p className="lead">{t.instructorsMore}</p>
    </TextPage>
  )
}
