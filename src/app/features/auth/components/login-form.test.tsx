// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { ui } from '#shared/i18n/ui.ts'
import { clearSession, getSession } from '#app/lib/session-store.ts'
import { jsonResponse, routerFuture, staffUser } from '#app/test/fixtures.ts'
import { LoginPage } from '../pages/login-page.tsx'

const fetchMock = vi.fn<typeof fetch>()

function renderLogin(from?: string) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter
        future={routerFuture}
        initialEntries={[{ pathname: '/login', state: from ? { from } : null }]}
      >
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/dashboard" element={<p>dashboard page</p>} />
          <Route path="/today" element={<p>today page</p>} />
          <Route path="/groups" element={<p>groups page</p>} />
          <Route path="/password-change" element={<p>password page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

async function fillAndSubmit() {
  const user = userEvent.setup()
  await user.type(screen.getByLabelText(ui.auth.email), 'ana@demo.cl')
  await user.type(screen.getByLabelText(ui.auth.password), 'Demo1234!')
  await user.click(screen.getByRole('button', { name: ui.auth.submit }))
}

beforeEach(() => {
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  clearSession()
})

describe('login', () => {
  it("shows the server's detail when the credentials are rejected", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(401, { detail: 'Correo o contraseña incorrectos.', code: 'BAD_CREDENTIALS' }),
    )
    renderLogin()
    await fillAndSubmit()

    expect((await screen.findByRole('alert')).textContent).toBe('Correo o contraseña incorrectos.')
    expect(getSession()).toBeNull()
  })

  it('disables the form while signing in', async () => {
    fetchMock.mockReturnValueOnce(new Promise(() => {}))
    renderLogin()
    await fillAndSubmit()

    const button = await screen.findByRole('button', { name: ui.auth.submitting })
    expect((button as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByLabelText(ui.auth.email).matches(':disabled')).toBe(true)
    expect(screen.getByLabelText(ui.auth.password).matches(':disabled')).toBe(true)
  })

  it('stores the session and returns to the page the guard remembered', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, { access_token: 'tok', user: staffUser({ role: 'teacher' }) }),
    )
    renderLogin('/groups')
    await fillAndSubmit()

    expect(await screen.findByText('groups page')).toBeTruthy()
    expect(getSession()?.accessToken).toBe('tok')
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/login')
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ana@demo.cl', password: 'Demo1234!' })
  })

  it("opens the role's landing page, or the password change when one is due", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, { access_token: 'tok', user: staffUser({ role: 'teacher' }) }),
    )
    renderLogin()
    await fillAndSubmit()
    expect(await screen.findByText('today page')).toBeTruthy()

    cleanup()
    clearSession()
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, { access_token: 'tok', user: staffUser({ must_change_password: true }) }),
    )
    renderLogin('/groups')
    await fillAndSubmit()
    expect(await screen.findByText('password page')).toBeTruthy()
  })
})
