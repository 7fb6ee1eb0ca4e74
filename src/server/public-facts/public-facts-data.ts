// What the public pages say of themselves, read from the database for the HTML the server sends
// (plugins/page-heads/): the site's content, the schedule and the prices the painted pages draw,
// and what their heads and schema.org data say. Kept for a short while, so a visit costs no
// query: any write this instance answers makes the next page read afresh (an admin sees their
// edit at once), and other instances read afresh within FACTS_TTL_MS.
import type { FastifyInstance } from 'fastify'
import type { PublicGroup } from '#shared/contract/schedule.ts'
import type { PublicSite } from '#shared/contract/site.ts'
import { formatClp } from '#shared/money.ts'
import type { Weekday } from '#shared/rrule.ts'
import type { Config } from '#server/config.ts'
import type { GroupFacts, PublicFacts, SiteFacts } from '#server/plugins/page-heads/public-pages.ts'
import { publicPlans, publicSchedule } from '#server/schedule/schedule-data.ts'
import { publicSite } from '#server/site/site-data.ts'
import { currentSchool } from '#server/db/school-context.ts'
import { currentSettings } from '#server/schools/school-settings.ts'

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

/** What the school's own content says of the site, for heads and schema.org data. */
function siteFacts(site: PublicSite, school: Config['school']): SiteFacts {
  const { home, plans, team, contact } = site
  const hero = home.hero_image_id ? site.images[home.hero_image_id] : undefined
  return {
    schoolName: school.name,
    descriptions: { home: home.hero_text, plans: plans.intro, team: team.intro },
    image: hero && {
      url: hero.url,
      width: hero.width,
      height: hero.height,
      alt: home.hero_image_alt || undefined,
    },
    contact: {
      phone: contact.phone || school.phone,
      email: contact.email || school.email,
      address: contact.address || undefined,
      sameAs: [contact.instagram, contact.facebook, contact.youtube].filter(
        (url): url is string => !!url,
      ),
    },
  }
}

export const groupAnswerPath = (slug: string) => `/public/schedule/${slug}`

export interface PublicFactsReader {
  /** The facts of the school of the request being answered. */
  (): Promise<PublicFacts>
  /** Something of this school may have changed: its next page reads afresh. */
  forget(schoolId: string): void
}

export function publicFactsReader(app: FastifyInstance): PublicFactsReader {
  // NOTE: one copy per school: a page is only ever painted with its own school's facts.
  const cache = new Map<string, { at: number; facts: Promise<PublicFacts> }>()
  const read = async (): Promise<PublicFacts> => {
    const { school } = currentSettings(app.config)
    const [site, schedule, plans] = await Promise.all([
      publicSite(app.db),
      publicSchedule(app.db),
      publicPlans(app.db),
    ])
    return {
      site: siteFacts(site, school),
      groups: schedule.groups.map(groupFacts),
      answers: {
        '/public/site': site,
        '/public/schedule': schedule,
        '/public/plans': plans,
        ...Object.fromEntries(schedule.groups.map((g) => [groupAnswerPath(g.slug), g])),
      },
    }
  }
  const reader = () => {
    const schoolId = currentSchool()
    if (!schoolId) return Promise.reject(new Error('Public facts are read for a school'))
    const now = Date.now()
    let cached = cache.get(schoolId)
    if (!cached || now - cached.at > FACTS_TTL_MS) {
      const facts = read()
      cached = { at: now, facts }
      cache.set(schoolId, cached)
      // NOTE: a failed read is not kept: the next request tries again.
      facts.catch(() => {
        if (cache.get(schoolId)?.facts === facts) cache.delete(schoolId)
      })
    }
    return cached.facts
  }
  return Object.assign(reader, {
    forget: (schoolId: string) => void cache.delete(schoolId),
  })
}
