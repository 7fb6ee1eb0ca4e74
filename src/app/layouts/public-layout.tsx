import { ui } from '#app/i18n/ui.ts'
import { PublicFooter } from './public-footer.tsx'
import { PublicHeader } from './public-header.tsx'
import { usePageViews } from './public-page-views.ts'
import { RouteOutlet } from './route-outlet.tsx'
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
        <RouteOutlet />
      </main>
      <PublicFooter />
    </div>
  )
}
