import { ui } from '#app/i18n/ui.ts'
import { uiPages as t } from '#app/i18n/ui-public-pages.ts'
import { uiTrialClass } from '#app/i18n/ui-trial-class.ts'
import { phoneHref, school } from '#app/lib/school.ts'
import { waMeUrl } from '#shared/phone-number.ts'
import { PageCta } from '../components/page-cta.tsx'
import { TextPage } from './text-page.tsx'

/** The ways to reach the school, in the order a parent tries them. */
const CONTACT_OPTIONS = [
  {
    kind: t.contactCall,
    label: ui.footer.phone,
    value: school.phone,
    href: phoneHref(school.phone),
  },
  {
    kind: t.contactWrite,
    label: ui.footer.email,
    value: school.email,
    href: `mailto:${school.email}`,
  },
  {
    kind: t.contactWhatsapp,
    label: 'WhatsApp',
    value: school.whatsapp,
    href: waMeUrl(school.whatsapp, uiTrialClass.whatsappGreeting),
    external: true,
  },
]

export function ContactPage() {
  return (
    <TextPage title={t.contactTitle} intro={t.contactIntro}>
      <address className="contact-options">
        {CONTACT_OPTIONS.map((option) => (
          <a
            key={option.kind}
            className="contact-option"
            href={option.href}
            target={option.external ? '_blank' : undefined}
            rel={option.external ? 'noopener noreferrer' : undefined}
          >
            <span className="contact-kind">{option.kind}</span>
            <span className="contact-label">{option.label}</span>
            <span className="contact-value">{option.value}</span>
          </a>
        ))}
      </address>
      <PageCta text={t.contactTrial} to="/trial-class" label={uiTrialClass.cta} />
      <PageCta text={t.contactPayments} to="/payments" label={t.contactPaymentsLink} tone="pay" />
    </TextPage>
  )
}
