import { Suspense } from 'react'
import { Link, Outlet } from 'react-router-dom'
import { ui } from '#app/i18n/ui.ts'
import { PageLoading } from '#app/components/ui/page-loading.tsx'
import { RouteErrorBoundary } from '#app/components/ui/route-error-boundary.tsx'
import { usePageViews } from './public-page-views.ts'
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
        <RouteErrorBoundary>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
    </div>
  )
}
