// Planes de entrenamiento: what each plan is, the prices in force from Tarifas (per class type,
// the discount tiers in words, transport and the service fee), how billing works, and the way
// to the schedule. Loaded in the schedule pages' chunk (see schedule-pages.tsx).
import { Link } from 'react-router-dom'
import type { PublicPlans } from '#shared/contract/schedule.ts'
import { formatClp } from '#shared/money.ts'
import { uiPages as t } from '#app/i18n/ui-public-pages.ts'
import { uiSchedule as s } from '#app/i18n/ui-schedule.ts'
import { usePublicPlans } from '../api/get-public-schedule.ts'
import { usePublicSite } from '../api/get-public-site.ts'
import { AnswerStatus } from '../components/answer-status.tsx'
import { InfoCards } from '../components/info-cards.tsx'
import { PageCta } from '../components/page-cta.tsx'
import { TextPage } from './text-page.tsx'

function Prices({ plans }: { plans: PublicPlans }) {
  return (
    <>
      <p>{s.plansPricesIntro}</p>
      <ul className="info-cards plan-prices">
        {plans.class_prices.map((plan) => (
          <li key={plan.class_type} className="info-card">
            <h3>{plan.label}</h3>
            <p className="schedule-price">
              {formatClp(plan.price)} <span>{s.plansPerClass}</span>
            </p>
          </li>
        ))}
      </ul>
      <h3>{s.plansDiscountsTitle}</h3>
      {plans.discounts.length === 0 ? (
        <p>{s.plansDiscountsNone}</p>
      ) : (
        <ul className="check-list">
          {plans.discounts.map((discount) => (
            <li key={discount.text}>{discount.text}</li>
          ))}
        </ul>
      )}
      {plans.transport_price !== null && (
        <p>{s.plansTransport(formatClp(plans.transport_price))}</p>
      )}
      {plans.service_fee !== null && plans.service_fee > 0 && (
        <p>{s.plansServiceFee(formatClp(plans.service_fee))}</p>
      )}
    </>
  )
}

export function PlansPage() {
  const answer = usePublicPlans()
  // The school's own intro (Sitio web), the default until it arrives.
  const intro = usePublicSite()?.plans.intro || t.plansIntro
  return (
    <TextPage title={t.plansTitle} intro={intro}>
      <InfoCards items={t.plans} />
      <section className="plans-prices" aria-labelledby="prices-title">
        <h2 id="prices-title">{s.plansPricesTitle}</h2>
        <AnswerStatus answer={answer} loading={s.loadingPrices} error={s.plansPricesError} />
        {answer.data && <Prices plans={answer.data} />}
      </section>
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
      <PageCta text={s.plansScheduleText} to="/schedule" label={s.plansScheduleLink} />
    </TextPage>
  )
}
