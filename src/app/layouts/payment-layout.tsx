import { Link } from 'react-router-dom'
import { ui } from '#app/i18n/ui.ts'
import { usePageViews } from './public-page-views.ts'
import { RouteOutlet } from './route-outlet.tsx'
import './payment-layout.css'

/** The guardians' payment portal: a bare top bar that only leads back home. */
export function PaymentLayout() {
  usePageViews()
  return (
    <div className="payment-site">
      <header className="payment-header">
        <nav aria-label={ui.nav.main}>
          <Link to="/" className="payment-back">
            <span aria-hidden="true">←</span> {ui.nav.backHome}
          </Link>
        </nav>
      </header>
      <main id="main-content" className="payment-main" tabIndex={-1}>
        <RouteOutlet />
      </main>
    </div>
  )
}
