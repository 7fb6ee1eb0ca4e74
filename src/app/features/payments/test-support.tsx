// Rendering helpers for the payment portal's component tests.
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { afterEach, beforeEach, vi } from 'vitest'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import type { PortalInvoice } from '#shared/contract/invoices.ts'
import { isPayable } from '#shared/invoice-rules.ts'
import { routerFuture } from '#app/test/fixtures.ts'
import { stubbedFetch } from '#app/test/render.tsx'
import { redirectTo } from './redirect.ts'

/**
 * The network of every test of the file (`stubbedFetch`), no redirect made and an empty tab
 * storage; with `now`, the clock (Date only) stands at that moment. The test file itself mocks
 * './redirect.ts' (`vi.mock` is hoisted per file).
 */
export function mockPortalNetwork({ now }: { now?: string } = {}) {
  const fetchMock = stubbedFetch()
  beforeEach(() => {
    if (now) {
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(new Date(now))
    }
    vi.mocked(redirectTo).mockReset()
    sessionStorage.clear()
  })
  afterEach(() => vi.useRealTimers())
  return fetchMock
}

export function renderAt(path: string, routePath: string, element: ReactElement) {
  return render(
    <MemoryRouter future={routerFuture} initialEntries={[path]}>
      <Routes>
        <Route path={routePath} element={element} />
        <Route path="/payments/:rut" element={<p>invoices of rut</p>} />
        <Route path="/payments" element={<p>portal page</p>} />
      </Routes>
    </MemoryRouter>,
  )
}

/** An invoice as the portal answers it; `payable` by the server's rule unless the test sets it. */
export function portalInvoice(overrides: Partial<PortalInvoice> = {}): PortalInvoice {
  const invoice: Omit<PortalInvoice, 'payable'> & Partial<PortalInvoice> = {
    id: '0b9e7c0a-6f51-4a8e-9d62-3c1f2e4d5a60',
    billing_period: '2026-10',
    status: 'pending',
    student_rut_masked: '**.***.228-3',
    line_items: [
      { description: 'Clases grupales: 3 × $10.000', amount: 30000 },
      { description: 'Descuento 5%', amount: -1500 },
    ],
    total_amount: 28500,
    student_label: null,
    receipt_id: null,
    ...overrides,
  }
  return { payable: isPayable(invoice), ...invoice }
}
