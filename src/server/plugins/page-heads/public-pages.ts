// What the HTML of each path says before any script runs: the public pages' title, description
// and preview image from the school's own content, a group page's from its schedule, schema.org
// data for the school (SportsActivityLocation) and each group (Course), and 'noindex' for the
// guardian's and the staff's pages. Also the sitemap and robots.txt that point search engines here.
import {
  GROUP_PAGE_PATH,
  PUBLIC_PAGE_DESCRIPTIONS,
  PUBLIC_PAGES,
  pageTitle,
  type PublicPageKey,
} from '#shared/i18n/public-pages.ts'
import { absoluteUrl, type PageHead, type PageImage } from './page-head.ts'

/** What the school's site says of itself, read from its content. */
export interface SiteFacts {
  schoolName: string
  /** The pages' own words where they describe the page (the home hero's text, the plans intro). */
  descriptions: Partial<Record<PublicPageKey, string>>
  /** The home hero's image when the school uploaded one. */
  image?: PageImage
  contact: { phone?: string; email?: string; address?: string; sameAs: readonly string[] }
}

/** A published group as its public page shows it. */
export interface GroupFacts {
  slug: string
  name: string
  /** One line: ages, days and time, place, price per class. */
  summary: string
  description?: string | null
  place?: string | null
  mapUrl?: string | null
  ageMin?: number | null
  ageMax?: number | null
  /** schema.org day names ('Tuesday'). */
  days: readonly string[]
  /** 'HH:MM', Santiago time. */
  startTime?: string | null
  durationMinutes?: number | null
  pricePerClass?: number | null
  instructors: readonly string[]
  startDate?: string | null
  endDate?: string | null
}

export interface PublicFacts {
  site: SiteFacts
  groups: readonly GroupFacts[]
  /** The public API's answers the painted pages draw from, by API path ('/public/schedule'). */
  answers: Readonly<Record<string, unknown>>
}

/**
 * The address a painted page is rendered at: its path, and for the trial-class form the two
 * things of the query it reads (a known group's slug, the waiting list), so the HTML shows what
 * the app will; anything else in the query changes nothing and is left out (one rendering each).
 */
export function paintedLocation(
  page: PageAnswer['page'],
  path: string,
  search: string,
  facts: PublicFacts,
): string {
  if (page !== 'trialClass') return path
  const asked = new URLSearchParams(search)
  const kept = new URLSearchParams()
  const slug = asked.get('grupo')
  if (slug && facts.groups.some((group) => group.slug === slug)) kept.set('grupo', slug)
  if (asked.get('espera') === '1') kept.set('espera', '1')
  const query = kept.toString()
  return query ? `${path}?${query}` : path
}

/** The API answers a painted page at `location` draws from (PublicFacts.answers). */
export function pageAnswerPaths(page: PageAnswer['page'], location: string): string[] {
  // NOTE: the site's content on every page: the footer shows its contact and social links.
  const site = '/public/site'
  if (page === 'schedule') return [site, '/public/schedule']
  if (page === 'plans') return [site, '/public/plans']
  const [path = '', query = ''] = location.split('?')
  const slug =
    page === 'group'
      ? GROUP_PAGE_PATH.exec(path)?.[1]
      : page === 'trialClass'
        ? new URLSearchParams(query).get('grupo')
        : undefined
  return slug ? [site, `/public/schedule/${slug}`] : [site]
}

export const DEFAULT_IMAGE: PageImage = {
  url: '/og-image.png',
  width: 1200,
  height: 630,
  alt: 'Un ciclista de mountain bike entre cerros',
}

const PAGE_BY_PATH = new Map<string, PublicPageKey>(
  Object.entries(PUBLIC_PAGES).map(([key, page]) => [page.path, key as PublicPageKey]),
)

export const groupPath = (slug: string) => `${PUBLIC_PAGES.schedule.path}/${slug}`

/** A page's description: at most about two lines of a preview, cut at a word. */
export function shortDescription(text: string, max = 200): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const cut = clean.slice(0, max - 1)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()}…`
}

function school(site: SiteFacts, origin: string | null): Record<string, unknown> {
  const { phone, email, address, sameAs } = site.contact
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsActivityLocation',
    '@id': absoluteUrl(origin, '/#school'),
    name: site.schoolName,
    url: absoluteUrl(origin, '/'),
    description: site.descriptions.home ?? PUBLIC_PAGE_DESCRIPTIONS.home,
    image: absoluteUrl(origin, (site.image ?? DEFAULT_IMAGE).url),
    ...(phone && { telephone: phone }),
    ...(email && { email }),
    ...(address && {
      address: { '@type': 'PostalAddress', streetAddress: address, addressCountry: 'CL' },
    }),
    ...(sameAs.length > 0 && { sameAs }),
  }
}

function course(
  group: GroupFacts,
  site: SiteFacts,
  origin: string | null,
): Record<string, unknown> {
  const provider = {
    '@type': 'SportsActivityLocation',
    '@id': absoluteUrl(origin, '/#school'),
    name: site.schoolName,
  }
  const schedule = group.days.length > 0 && {
    courseSchedule: {
      '@type': 'Schedule',
      repeatFrequency: 'P1W',
      byDay: group.days.map((day) => `https://schema.org/${day}`),
      ...(group.startDate && { startDate: group.startDate }),
      ...(group.endDate && { endDate: group.endDate }),
      ...(group.startTime && { startTime: group.startTime }),
      ...(group.durationMinutes && { duration: `PT${group.durationMinutes}M` }),
      scheduleTimezone: 'America/Santiago',
    },
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: group.name,
    description: group.description || group.summary,
    url: absoluteUrl(origin, groupPath(group.slug)),
    inLanguage: 'es-CL',
    provider,
    ...(group.pricePerClass != null && {
      offers: {
        '@type': 'Offer',
        category: 'Paid',
        price: group.pricePerClass,
        priceCurrency: 'CLP',
        url: absoluteUrl(origin, groupPath(group.slug)),
      },
    }),
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'Onsite',
      ...(group.place && {
        location: {
          '@type': 'Place',
          name: group.place,
          ...(group.mapUrl && { hasMap: group.mapUrl }),
        },
      }),
      ...(group.instructors.length > 0 && {
        instructor: group.instructors.map((name) => ({ '@type': 'Person', name })),
      }),
      ...schedule,
    },
    ...((group.ageMin != null || group.ageMax != null) && {
      audience: {
        '@type': 'PeopleAudience',
        ...(group.ageMin != null && { suggestedMinAge: group.ageMin }),
        ...(group.ageMax != null && { suggestedMaxAge: group.ageMax }),
      },
    }),
  }
}

/**
 * The client build's chunk of each painted page (its key in the build's manifest: the module's
 * source path, or the name of the group holding it): its styles go in the page's HTML, or the page
 * would paint unstyled and jump when they arrive.
 */
export const PAGE_CHUNKS: Readonly<Partial<Record<PublicPageKey | 'group', string>>> = {
  home: 'src/app/features/public/pages/home-page.tsx',
  schedule: 'src/app/features/public/pages/schedule-pages.tsx',
  group: 'src/app/features/public/pages/schedule-pages.tsx',
  plans: 'src/app/features/public/pages/plans-page.tsx',
  instructors: 'src/app/features/public/pages/instructors-page.tsx',
  team: 'src/app/features/public/pages/team-page.tsx',
  associations: 'src/app/features/public/pages/associations-page.tsx',
  contact: 'src/app/features/public/pages/contact-page.tsx',
  trialClass: 'src/app/features/public/pages/trial-class-page.tsx',
  payments: 'portal',
  terms: 'src/app/features/public/pages/terms-page.tsx',
  privacy: 'src/app/features/public/pages/privacy-page.tsx',
  login: 'src/app/features/auth/pages/login-page.tsx',
}

/** The answer for a path: its status (an unknown group is 404) and what its head says. */
export interface PageAnswer {
  status: 200 | 404
  head: PageHead
  /** Which page it is (PAGE_CHUNKS). */
  page: PublicPageKey | 'group'
}

/** What the HTML of `path` says; `null` for a path the public site does not know (the app's). */
export function publicPageAnswer(
  path: string,
  facts: PublicFacts,
  origin: string | null,
): PageAnswer | null {
  const { site } = facts
  const image = site.image ?? DEFAULT_IMAGE
  const key = PAGE_BY_PATH.get(path.length > 1 ? path.replace(/\/$/, '') : path)
  if (key) {
    return {
      status: 200,
      page: key,
      head: {
        title:
          key === 'home' ? site.schoolName : pageTitle(PUBLIC_PAGES[key].title, site.schoolName),
        description: shortDescription(site.descriptions[key] ?? PUBLIC_PAGE_DESCRIPTIONS[key]),
        path: PUBLIC_PAGES[key].path,
        image,
        // The staff's sign-in: painted like the public pages (a phone with one bar of signal sees
        // the form at once), kept out of search.
        ...(key === 'login' && { noindex: true }),
        jsonLd:
          key === 'home'
            ? [school(site, origin)]
            : key === 'schedule'
              ? facts.groups.map((g) => course(g, site, origin))
              : undefined,
      },
    }
  }
  const slug = GROUP_PAGE_PATH.exec(path)?.[1]
  if (!slug) return null
  const group = facts.groups.find((g) => g.slug === slug)
  if (!group) {
    return {
      status: 404,
      page: 'group',
      head: {
        title: pageTitle('Grupo no encontrado', site.schoolName),
        description: PUBLIC_PAGE_DESCRIPTIONS.schedule,
        path,
        noindex: true,
      },
    }
  }
  return {
    status: 200,
    page: 'group',
    head: {
      title: pageTitle(group.name, site.schoolName),
      description: shortDescription(
        group.description ? `${group.summary}. ${group.description}` : group.summary,
      ),
      path: groupPath(group.slug),
      image,
      jsonLd: [course(group, site, origin)],
    },
  }
}

/** Any other page of the app (staff, a guardian's): the school's name, kept out of search. */
export const privatePageHead = (path: string, site: SiteFacts): PageHead => ({
  title: site.schoolName,
  description: PUBLIC_PAGE_DESCRIPTIONS.home,
  path,
  noindex: true,
})

/** Paths of the sitemap: the public pages a visitor lands on, and every group's page. */
const SITEMAP_PAGES: readonly PublicPageKey[] = [
  'home',
  'schedule',
  'plans',
  'instructors',
  'team',
  'associations',
  'contact',
  'trialClass',
  'payments',
  'terms',
  'privacy',
]

const escapeXml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export function sitemapXml(facts: PublicFacts, origin: string): string {
  const paths = [
    ...SITEMAP_PAGES.map((key) => PUBLIC_PAGES[key].path),
    ...facts.groups.map((g) => groupPath(g.slug)),
  ]
  const urls = paths.map((path) => `<url><loc>${escapeXml(absoluteUrl(origin, path))}</loc></url>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`
}

/**
 * The API and the guardian's own pages (a RUT, a personal link) are not for search engines. The
 * sitemap is named only with an origin (its address must be absolute).
 */
export const robotsTxt = (origin: string | null) =>
  [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /payments/',
    'Disallow: /payments-return/',
    'Allow: /',
    ...(origin ? [`Sitemap: ${absoluteUrl(origin, '/sitemap.xml')}`] : []),
    '',
  ].join('\n')
