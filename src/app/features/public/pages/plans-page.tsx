import { Link } from 'react-router-dom'
import { uiPages as t } from '#app/i18n/ui-public-pages.ts'
import { InfoCards } from '../components/info-cards.tsx'
import { PageCta } from '../components/page-cta.tsx'
import { TextPage } from './text-page.tsx'

export function PlansPage() {
  return (
    <TextPage title={t.plansTitle} intro={t.plansIntro}>
      <InfoCards items={t.plans} />
      <section className="callout" aria-labelledby="billing-title">
        <h2 id="billing-title">{t.billingTitle}</h2>
        <ul className="check-list">
          {t.billingPoints.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <p>{t.billingPay}</p>
        <Link to="/payments" className="btn btn-pay">
          {t.billingPayLink}
        </Link>
      </section>
      <PageCta text={t.plansPrices} to="/contact" label={t.plansContactLink} />
    </TextPage>
  )
}
