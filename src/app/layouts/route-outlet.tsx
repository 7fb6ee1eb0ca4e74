import { Suspense } from 'react'
import { Outlet } from 'react-router-dom'
import { PageLoading } from '#app/components/ui/page-loading.tsx'
import { RouteErrorBoundary } from '#app/components/ui/route-error-boundary.tsx'

/** The page of the current route: a spinner while its code loads, the error screen if it fails. */
export function RouteOutlet() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  )
}
