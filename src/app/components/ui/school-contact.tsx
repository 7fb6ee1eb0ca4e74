import { ui } from '#app/i18n/ui.ts'
import { phoneHref, school } from '#app/lib/school.ts'

/** The school's phone and e-mail as links (the site's own, when it set them; '' is unset). */
export function SchoolContact({
  className = 'contact-card',
  phone = '',
  email = '',
}: {
  className?: string
  phone?: string
  email?: string
}) {
  phone ||= school.phone
  email ||= school.email
  return (
    <address className={className}>
      <span>
        {ui.footer.phone}: <a href={phoneHref(phone)}>{phone}</a>
      </span>
      <span>
        {ui.footer.email}: <a href={`mailto:${email}`}>{email}</a>
      </span>
    </address>
  )
}
