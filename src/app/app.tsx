import { Suspense } from 'react'
import { BrowserRouter } from 'react-router-dom'
import { PageLoading } from '#app/components/ui/page-loading.tsx'
import { RouteErrorBoundary } from '#app/components/ui/route-error-boundary.tsx'
import { ScrollToTop } from '#app/components/ui/scroll-to-top.tsx'
import { routerFuture } from '#app/lib/router-future.ts'
import { AppRoutes } from './router.tsx'

/** Every page, under whichever router holds the address (the browser's, or the server's). */
export function AppPages() {
  return (
    <>
      <ScrollToTop />
      <RouteErrorBoundary>
        <Suspense fallback={<PageLoading />}>
          <AppRoutes />
        </Suspense>
      </RouteErrorBoundary>
    </>
  )
}

// TanStack Query is provided by the staff area and the login page (lib/query-provider.tsx).
export function App() {
  return (
    <BrowserRouter future={routerFuture}>
      <AppPages />
    </BrowserRouter>
  )
}
