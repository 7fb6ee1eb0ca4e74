import { Suspense } from 'react'
import { Outlet } from 'react-router-dom'
import { ui } from '#app/i18n/ui.ts'
import { PageLoading } from '#app/components/ui/page-loading.tsx'
import { RouteErrorBoundary } from '#app/components/ui/route-error-boundary.tsx'
import { PublicFooter } from './public-footer.tsx'
import { PublicHeader } from './public-header.tsx'
import { usePageViews } from './public-page-views.ts'
import './public-layout.css'

/** Marketing pages, login and the error pages: navigation bar, content, footer. Plain React. */
export function PublicLayout() {
  usePageViews()
  return (
    <div className="site">
      <a className="skip-link" href="#main-content">
        {ui.app.skipToContent}
      </a>
      <PublicHeader />
      <main id="main-content" className="site-main" tabIndex={-1}>
        <RouteErrorBoundary>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <PublicFooter />
    </div>
  )
}
