// Rendering a screen as the app does, and the fetch it talks to, for the app's component tests.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, beforeEach, vi } from 'vitest'
import { routerFuture } from './fixtures.ts'

/**
 * Renders `ui` under a fresh query client (a failed query is not retried). With `router`, inside a
 * router opened on `router.path`, `ui` sitting on the route `router.pattern` (every path if none).
 */
export function renderWithClient(ui: ReactElement, router?: { path: string; pattern?: string }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const screen = router ? (
    <MemoryRouter future={routerFuture} initialEntries={[router.path]}>
      {router.pattern ? (
        <Routes>
          <Route path={router.pattern} element={ui} />
        </Routes>
      ) : (
        ui
      )}
    </MemoryRouter>
  ) : (
    ui
  )
  return render(<QueryClientProvider client={client}>{screen}</QueryClientProvider>)
}

/**
 * The fetch every test of the file talks to: a mock, put in place before each test; after each,
 * the screen is cleared, global stubs are undone and the mock forgets its calls and answers.
 */
export function stubbedFetch() {
  const fetchMock = vi.fn<typeof fetch>()
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    fetchMock.mockReset()
  })
  return fetchMock
}
