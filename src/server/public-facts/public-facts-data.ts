// What the public pages say of themselves, read from the database for the HTML the server sends
// (plugins/page-heads/): the schedule and the prices the painted pages draw, and what their heads
// and schema.org data say. Kept for a short while, so a visit costs no query and an admin's edit
// shows within seconds on every instance.
import type { FastifyInstance } from 'fastify'
import type { PublicGroup } from '#shared/contract/schedule.ts'
import { formatClp } from '#shared/money.ts'
import type { Weekday } from '#shared/rrule.ts'
import type { GroupFacts, PublicFacts } from '#server/plugins/page-heads/public-pages.ts'
import { publicPlans, publicSchedule } from '#server/schedule/schedule-data.ts'

/** How long an instance reuses what it read. */
export const FACTS_TTL_MS = 15_000

const SCHEMA_DAYS: Readonly<Record<Weekday, string>> = {
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
  SU: 'Sunday',
}

function groupFacts(group: PublicGroup): GroupFacts {
  const price =
    group.price_per_class == null ? null : `${formatClp(group.price_per_class)} por clase`
  return {
    slug: group.slug,
    name: group.name,
    summary: [group.ages_text, group.schedule_text, group.location, price]
      .filter(Boolean)
      .join(' · '),
    description: group.description,
    place: group.location,
    mapUrl: group.map_url,
    ageMin: group.age_min,
    ageMax: group.age_max,
    days: group.days.map((day) => SCHEMA_DAYS[day]),
    startTime: group.time,
    pricePerClass: group.price_per_class,
    instructors: group.instructors,
    startDate: group.starts_on,
  }
}

export const groupAnswerPath = (slug: string) => `/public/schedule/${slug}`

export function publicFactsReader(app: FastifyInstance): () => Promise<PublicFacts> {
  let cached: { at: number; facts: Promise<PublicFacts> } | undefined
  const read = async (): Promise<PublicFacts> => {
    const { school } = app.config
    const [schedule, plans] = await Promise.all([publicSchedule(app.db), publicPlans(app.db)])
    return {
      site: {
        schoolName: school.name,
        descriptions: {},
        contact: { phone: school.phone, email: school.email, sameAs: [] },
      },
      groups: schedule.groups.map(groupFacts),
      answers: {
        '/public/schedule': schedule,
        '/public/plans': plans,
        ...Object.fromEntries(schedule.groups.map((g) => [groupAnswerPath(g.slug), g])),
      },
    }
  }
  return () => {
    const now = Date.now()
    if (!cached || now - cached.at > FACTS_TTL_MS) {
      const facts = read()
      cached = { at: now, facts }
      // NOTE: a failed read is not kept: the next request tries again.
      facts.catch(() => {
        if (cached?.facts === facts) cached = undefined
      })
    }
    return cached.facts
  }
}
