import { ui } from '#app/i18n/ui.ts'
import { phoneHref, school } from '#app/lib/school.ts'

/** The school's phone and e-mail as links. */
export function SchoolContact({ className = 'contact-card' }: { className?: string }) {
  return (
    <address className={className}>
      <span>
        {ui.footer.phone}: <a href={phoneHref(school.phone)}>{school.phone}</a>
      </span>
      <span>
        {ui.footer.email}: <a href={`mailto:${school.email}`}>{school.email}</a>
      </span>
    </address>
  )
}
