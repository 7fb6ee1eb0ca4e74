// One group of the public schedule: its facts (ages, days and time, place with its map, teachers,
// price and discounts) and what a visitor can do (a trial class, or the waiting list when full).
import { Link } from 'react-router-dom'
import type { PublicGroup } from '#shared/contract/schedule.ts'
import { longCalendarDay } from '#shared/i18n/documents.ts'
import { formatClp } from '#shared/money.ts'
import { uiSchedule as t } from '#app/i18n/ui-schedule.ts'

/** Where the trial-class form opens for this group ('espera=1': the waiting list). */
export function trialLink(slug: string, waitlist = false): string {
  const query = new URLSearchParams({ grupo: slug })
  if (waitlist) query.set('espera', '1')
  return `/trial-class?${query.toString()}`
}

export function SpotsBadge({ spots }: { spots: PublicGroup['spots_left'] }) {
  if (spots !== 'few' && spots !== 'full') return null
  return (
    <span className={spots === 'full' ? 'schedule-badge is-full' : 'schedule-badge'}>
      {t.spots[spots]}
    </span>
  )
}

/** The group's facts as a list of terms; `discounts` adds the tiers in words. */
export function GroupFacts({ group, discounts }: { group: PublicGroup; discounts?: boolean }) {
  const when = group.schedule_text ?? t.noSchedule
  return (
    <dl className="schedule-facts">
      {group.level_label && (
        <div>
          <dt>{t.level}</dt>
          <dd>{group.level_label}</dd>
        </div>
      )}
      {group.ages_text && (
        <div>
          <dt>{t.ages}</dt>
          <dd>{group.ages_text}</dd>
        </div>
      )}
      <div>
        <dt>{t.when}</dt>
        <dd>
          {when.charAt(0).toUpperCase() + when.slice(1)}
          {group.starts_on && <> · {t.startsOn(longCalendarDay(group.starts_on))}</>}
        </dd>
      </div>
      {group.location && (
        <div>
          <dt>{t.place}</dt>
          <dd>
            {group.location}
            {group.map_url && (
              <>
                {' '}
                <a
                  href={group.map_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t.mapOf(group.location)}
                >
                  {t.map}
                </a>
              </>
            )}
          </dd>
        </div>
      )}
      {group.instructors.length > 0 && (
        <div>
          <dt>{t.instructors}</dt>
          <dd>{group.instructors.join(', ')}</dd>
        </div>
      )}
      <div>
        <dt>{t.price}</dt>
        <dd className="schedule-price">
          {group.price_per_class === null ? t.noPrice : formatClp(group.price_per_class)}
        </dd>
      </div>
      {discounts && group.discounts.length > 0 && (
        <div>
          <dt>{t.discounts}</dt>
          <dd>
            <ul className="schedule-discounts">
              {group.discounts.map((discount) => (
                <li key={discount.text}>{discount.text}</li>
              ))}
            </ul>
          </dd>
        </div>
      )}
    </dl>
  )
}

/** 'Pedir clase de prueba', or 'Lista de espera' for a full group. */
export function GroupActions({ group }: { group: PublicGroup }) {
  const full = group.spots_left === 'full'
  return (
    <p className="schedule-actions">
      {full ? (
        <Link
          to={trialLink(group.slug, true)}
          className="btn btn-accent"
          aria-label={t.waitlistFor(group.name)}
        >
          {t.waitlist}
        </Link>
      ) : (
        <Link
          to={trialLink(group.slug)}
          className="btn btn-accent"
          aria-label={t.trialFor(group.name)}
        >
          {t.trial}
        </Link>
      )}
    </p>
  )
}
