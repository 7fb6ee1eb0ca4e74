import { ui } from '#app/i18n/ui.ts'

/** The public pages, in the order of the navigation bar and the footer's quick links. */
export const PUBLIC_LINKS = [
  { to: '/', label: ui.nav.home },
  { to: '/schedule', label: ui.nav.schedule },
  { to: '/plans', label: ui.nav.plans },
  { to: '/instructors', label: ui.nav.instructors },
  { to: '/team', label: ui.nav.team },
  { to: '/associations', label: ui.nav.associations },
  { to: '/contact', label: ui.nav.contact },
] as const
