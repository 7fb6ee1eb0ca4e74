import { Link } from 'react-router-dom'
import { ui } from '#app/i18n/ui.ts'
import { uiPages as t } from '#app/i18n/ui-public-pages.ts'
import { uiTrialClass } from '#app/i18n/ui-trial-class.ts'
import { phoneHref, school } from '#app/lib/school.ts'
import { waMeUrl } from '#shared/phone-number.ts'
import { TextPage } from './text-page.tsx'

export function ContactPage() {
  return (
    <TextPage title={t.contactTitle} intro={t.contactIntro}>
      <address className="contact-options">
        <a className="contact-option" href={phoneHref(school.phone)}>
          <span className="contact-kind">{t.contactCall}</span>
          <span className="contact-label">{ui.footer.phone}</span>
          <span className="contact-value">{school.phone}</span>
        </a>
        <a className="contact-option" href={`mailto:${school.email}`}>
          <span className="contact-kind">{t.contactWrite}</span>
          <span className="contact-label">{ui.footer.email}</span>
          <span className="contact-value">{school.email}</span>
        </a>
        <a
          className="contact-option"
          href={waMeUrl(school.whatsapp, uiTrialClass.whatsappGreeting)}
          target="_blank"
          rel="noopener noreferrer"
        >
          <span className="contact-kind">{t.contactWhatsapp}</span>
          <span className="contact-label">WhatsApp</span>
          <span className="contact-value">{school.whatsapp}</span>
        </a>
      </address>
      <p className="page-cta">
        {t.contactTrial}{' '}
        <Link to="/trial-class" className="btn btn-accent">
          {uiTrialClass.cta}
        </Link>
      </p>
      <p className="page-cta">
        {t.contactPayments}{' '}
        <Link to="/payments" className="btn btn-pay">
          {t.contactPaymentsLink}
        </Link>
      </p>
    </TextPage>
  )
}
