// The public schedule: 'Horarios y grupos' (/schedule, a card per published group) and one
// group's page (/schedule/:slug), both ending in a trial class (or the waiting list when full).
// One module, so one lazy chunk, with Planes (which shows the same prices from Tarifas).
import '../schedule.css'
import { Link, useParams } from 'react-router-dom'
import type { PublicGroup } from '#shared/contract/schedule.ts'
import { formatClp } from '#shared/money.ts'
import { uiSchedule as t } from '#app/i18n/ui-schedule.ts'
import { usePublicGroup, usePublicSchedule } from '../api/get-public-schedule.ts'
import { AnswerStatus } from '../components/answer-status.tsx'
import { GroupActions, GroupFacts, SpotsBadge } from '../components/schedule-group.tsx'
import { PageCta } from '../components/page-cta.tsx'
import { TextPage } from './text-page.tsx'

export { PlansPage } from './plans-page.tsx'

function GroupCard({ group }: { group: PublicGroup }) {
  return (
    <li className="schedule-card">
      <div className="schedule-card-head">
        <h2>
          <Link to={`/schedule/${group.slug}`}>{group.name}</Link>
        </h2>
        <SpotsBadge spots={group.spots_left} />
      </div>
      <GroupFacts group={group} />
      {group.discounts[0] && <p className="schedule-note">{group.discounts.at(-1)!.text}</p>}
      <GroupActions group={group} />
    </li>
  )
}

export function ScheduleListPage() {
  const answer = usePublicSchedule()
  const groups = answer.data?.groups
  return (
    <TextPage title={t.title} intro={t.intro}>
      <AnswerStatus answer={answer} loading={t.loading} />
      {groups && groups.length === 0 && (
        <PageCta text={t.empty} to="/contact" label={t.emptyLink} />
      )}
      {groups && groups.length > 0 && (
        <>
          <ul className="schedule-cards">
            {groups.map((group) => (
              <GroupCard key={group.slug} group={group} />
            ))}
          </ul>
          <p className="schedule-note">{t.billingNote}</p>
        </>
      )}
    </TextPage>
  )
}

export function ScheduleGroupPage() {
  const { slug = '' } = useParams()
  return <GroupPage key={slug} slug={slug} />
}

function GroupPage({ slug }: { slug: string }) {
  const answer = usePublicGroup(slug)
  const group = answer.data
  if (answer.isMissing) {
    return (
      <TextPage title={t.notFoundTitle}>
        <PageCta text={t.notFound} to="/schedule" label={t.allGroups} />
      </TextPage>
    )
  }
  return (
    <TextPage title={group?.name ?? t.title} intro={group?.description ?? undefined}>
      <p>
        <Link to="/schedule">← {t.backToSchedule}</Link>
      </p>
      <AnswerStatus answer={answer} loading={t.loadingGroup} />
      {group && (
        <section className="schedule-card schedule-detail" aria-label={group.name}>
          <SpotsBadge spots={group.spots_left} />
          {group.spots_left === 'full' && <p>{t.fullNote}</p>}
          <GroupFacts group={group} discounts />
          {group.transport_price !== null && (
            <p className="schedule-note">{t.transport(formatClp(group.transport_price))}</p>
          )}
          <p className="schedule-note">{t.billingNote}</p>
          <GroupActions group={group} />
        </section>
      )}
    </TextPage>
  )
}
