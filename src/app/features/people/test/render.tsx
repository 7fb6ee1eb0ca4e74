// Renders a people component as the app does: a fresh query client, a router, the signed-in user.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import type { StaffRole } from '#shared/roles.ts'
import { SessionUserContext } from '#app/lib/session/session-user-context.ts'
import { routerFuture, staffUser } from '#app/test/fixtures.ts'

function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>
}

/** `pattern`: the route the component sits on (':id' for detail pages). */
export function renderPeople(
  ui: ReactElement,
  role: StaffRole = 'admin',
  path = '/students',
  pattern = '*',
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <SessionUserContext.Provider value={staffUser({ role })}>
        <MemoryRouter initialEntries={[path]} future={routerFuture}>
          <Routes>
            <Route path={pattern} element={ui} />
            <Route path="*" element={null} />
          </Routes>
          <Location />
        </MemoryRouter>
      </SessionUserContext.Provider>
    </QueryClientProvider>,
  )
}

export { fakeDialogs } from '#app/test/fixtures.ts'
