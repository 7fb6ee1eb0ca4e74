import { QueryClientProvider } from '@tanstack/react-query'
import { Suspense } from 'react'
import { BrowserRouter } from 'react-router-dom'
import { PageLoading } from '#app/components/ui/page-loading.tsx'
import { RouteErrorBoundary } from '#app/components/ui/route-error-boundary.tsx'
import { ScrollToTop } from '#app/components/ui/scroll-to-top.tsx'
import { queryClient } from '#app/lib/query-client.ts'
import { routerFuture } from '#app/lib/router-future.ts'
import { AppRoutes } from './router.tsx'

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter future={routerFuture}>
        <ScrollToTop />
        <RouteErrorBoundary>
          <Suspense fallback={<PageLoading />}>
            <AppRoutes />
          </Suspense>
        </RouteErrorBoundary>
      </BrowserRouter>
    </QueryClientProvider>
  )
}
