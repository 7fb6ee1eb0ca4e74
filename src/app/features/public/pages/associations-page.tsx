import { Link } from 'react-router-dom'
import { uiPages as t } from '#app/i18n/ui-public-pages.ts'
import { InfoCards } from '../components/info-cards.tsx'
import { TextPage } from './text-page.tsx'

export function AssociationsPage() {
  return (
    <TextPage title={t.associationsTitle} intro={t.associationsIntro}>
      <InfoCards items={t.associationsPoints} />
      <p className="page-cta">
        {t.associationsMore}{' '}
        <Link to="/contact" className="btn btn-accent">
          {t.associationsLink}
        </Link>
      </p>
    </TextPage>
  )
}
