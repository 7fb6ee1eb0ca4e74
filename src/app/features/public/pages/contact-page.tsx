import { ui } from '#app/i18n/ui.ts'
import { uiPages as t } from '#app/i18n/ui-public-pages.ts'
import { uiTrialClass } from '#app/i18n/ui-trial-class.ts'
import { phoneHref, school } from '#app/lib/school.ts'
import { waMeUrl } from '#shared/phone-number.ts'
import { SITE_PAGES_DEFAULTS } from '#shared/i18n/site-pages.ts'
import { usePublicSite } from '../api/get-public-site.ts'
import { PageCta } from '../components/page-cta.tsx'
import { SocialLinks } from '#app/components/site/social-links.tsx'
import { TextPage } from './text-page.tsx'
import '#app/components/site/site-content.css'

export function ContactPage() {
  const contact = usePublicSite()?.contact ?? SITE_PAGES_DEFAULTS.contact
  // Blank fields are the school's configured phone and e-mail (SCHOOL_PHONE, SCHOOL_EMAIL).
  const phone = contact.phone || school.phone
  const email = contact.email || school.email
  const whatsapp = contact.whatsapp || school.whatsapp
  // The ways to reach the school, in the order a parent tries them.
  const options = [
    { kind: t.contactCall, label: ui.footer.phone, value: phone, href: phoneHref(phone) },
    { kind: t.contactWrite, label: ui.footer.email, value: email, href: `mailto:${email}` },
    {
      kind: t.contactWhatsapp,
      label: 'WhatsApp',
      value: whatsapp,
      href: waMeUrl(whatsapp, uiTrialClass.whatsappGreeting),
      external: true,
    },
  ]
  return (
    <TextPage title={t.contactTitle} intro={t.contactIntro}>
      <address className="contact-options">
        {options.map((option) => (
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
        {contact.address && (
          <p className="contact-option">
            <span className="contact-kind">{t.contactVisit}</span>
            <span className="contact-label">{t.contactAddress}</span>
            <span className="contact-value">{contact.address}</span>
          </p>
        )}
      </address>
      <SocialLinks contact={contact} className="social-links" />
      <PageCta text={t.contactTrial} to="/trial-class" label={uiTrialClass.cta} />
      <PageCta text={t.contactPayments} to="/payments" label={t.contactPaymentsLink} tone="pay" />
    </TextPage>
  )
}
