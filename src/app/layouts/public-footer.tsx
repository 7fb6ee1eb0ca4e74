import { Suspense } from 'react'
import { Link } from 'react-router-dom'
import { lazyNamed } from '#app/lib/lazy-named.ts'
import { ui } from '#app/i18n/ui.ts'
import { SchoolContact } from '#app/components/ui/school-contact.tsx'
import { school } from '#app/lib/school.ts'
import { PUBLIC_LINKS } from './public-links.ts'

// NOTE: the school's own contact and networks load after the page (the first load is full).
const FooterContact = lazyNamed(() => import('./footer-contact.tsx'), 'FooterContact')

export function PublicFooter() {
  const year = new Date().getFullYear()
  return (
    <footer className="site-footer">
      <div className="footer-grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="footer-title">
            {school.name}
          </h2>
          <p>{ui.footer.about}</p>
          <p className="footer-tagline">{ui.footer.tagline}</p>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="footer-title">
            {ui.footer.quickLinks}
          </h2>
          <ul className="footer-list">
            {PUBLIC_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer-title">
            {ui.footer.contactTitle}
          </h2>
          <Suspense fallback={<SchoolContact className="footer-list" />}>
            <FooterContact />
          </Suspense>
        </section>
      </div>
      <div className="footer-bottom">
        <p>{ui.footer.copyright(year, school.name)}</p>
        <nav aria-label={ui.footer.legal}>
          <ul className="footer-legal">
            <li>
              <Link to="/terms">{ui.footer.terms}</Link>
            </li>
            <li>
              <Link to="/privacy">{ui.footer.privacy}</Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  )
}
