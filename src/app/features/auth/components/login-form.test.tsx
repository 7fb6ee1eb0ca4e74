// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { errorDetails } from '#shared/i18n/errors.ts'
import { uiAuth } from '#app/i18n/ui-staff.ts'
import { uiOffline } from '#app/i18n/ui-offline.ts'
import { OfflineSessionBanner } from '#app/components/offline-status/offline-session-banner.tsx'
import { clearSession, getSession, setSession } from '#app/lib/session/session-store.ts'
import { db } from '#app/offline/db.ts'
import {
  OFFLINE_LOGIN_ITERATIONS,
  prepareVerifier,
  rememberOfflineLogin,
  setVerifierIterations,
} from '#app/offline/offline-login.ts'
import { jsonResponse, routerFuture, staffUser } from '#app/test/fixtures.ts'
import { LoginPage } from '../pages/login-page.tsx'
import { stubbedFetch } from '#app/test/render.tsx'

const fetchMock = stubbedFetch()

function renderLogin(from?: string, at = '/login') {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter
        future={routerFuture}
        initialEntries={[{ pathname: at, state: from ? { from } : null }]}
      >
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/dashboard" element={<p>dashboard page</p>} />
          <Route path="/today" element={<p>today page</p>} />
          <Route path="/groups" element={<p>groups page</p>} />
          <Route path="/password-change" element={<p>password page</p>} />
          <Route
            path="/attendances/1"
            element={
              <>
                <p>class page</p>
                <OfflineSessionBanner reconnected />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

async function fillAndSubmit() {
  const user = userEvent.setup()
  await user.type(screen.getByLabelText(uiAuth.email), 'ana@demo.cl')
  await user.type(screen.getByLabelText(uiAuth.password), 'Demo1234!')
  await user.click(screen.getByRole('button', { name: uiAuth.submit }))
}

const ANA = staffUser({ role: 'teacher' })
const noNetwork = () => Promise.reject(new TypeError('Failed to fetch'))

/** What an earlier online sign-in of Ana on this device left behind. */
async function signedInHereBefore() {
  await rememberOfflineLogin(ANA, await prepareVerifier('Demo1234!'))
}

beforeEach(async () => {
  setVerifierIterations(1_000)
  await db.meta.clear()
})

afterEach(() => {
  setVerifierIterations(OFFLINE_LOGIN_ITERATIONS)
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

    const button = await screen.findByRole('button', { name: uiAuth.submitting })
    expect((button as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByLabelText(uiAuth.email).matches(':disabled')).toBe(true)
    expect(screen.getByLabelText(uiAuth.password).matches(':disabled')).toBe(true)
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

  it('with no network, signs in offline against this device and opens the landing page', async () => {
    await signedInHereBefore()
    fetchMock.mockImplementation(noNetwork)
    renderLogin()
    await fillAndSubmit()

    expect(await screen.findByText('today page')).toBeTruthy()
    expect(getSession()).toEqual({ accessToken: '', user: ANA, offline: true })
  })

  it('with no network, refuses a wrong password with the usual message', async () => {
    await signedInHereBefore()
    fetchMock.mockImplementation(noNetwork)
    renderLogin()
    const user = userEvent.setup()
    await user.type(screen.getByLabelText(uiAuth.email), 'ana@demo.cl')
    await user.type(screen.getByLabelText(uiAuth.password), 'Demo4321!')
    await user.click(screen.getByRole('button', { name: uiAuth.submit }))

    expect((await screen.findByRole('alert')).textContent).toBe(errorDetails.INVALID_CREDENTIALS)
    expect(getSession()).toBeNull()
  })

  it('with no network and no earlier sign-in here, says an online sign-in is needed first', async () => {
    fetchMock.mockImplementation(noNetwork)
    renderLogin()
    await fillAndSubmit()

    expect((await screen.findByRole('alert')).textContent).toBe(uiOffline.offlineLoginUnavailable)
    expect(getSession()).toBeNull()
  })

  it('a refusal from the server is final: no offline attempt, the device forgets', async () => {
    await signedInHereBefore()
    fetchMock.mockResolvedValueOnce(
      jsonResponse(401, { detail: errorDetails.INVALID_CREDENTIALS, code: 'INVALID_CREDENTIALS' }),
    )
    fetchMock.mockImplementation(noNetwork)
    renderLogin()
    await fillAndSubmit()

    expect((await screen.findByRole('alert')).textContent).toBe(errorDetails.INVALID_CREDENTIALS)
    expect(getSession()).toBeNull()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(await db.meta.count()).toBe(0)
  })

  it("the offline banner's button signs in online and returns to the same screen", async () => {
    setSession({ accessToken: '', user: ANA, offline: true })
    renderLogin(undefined, '/attendances/1')
    expect(screen.getByText(uiOffline.offlineSessionReconnected)).toBeTruthy()
    const user = userEvent.setup()
    await user.click(screen.getByRole('link', { name: uiOffline.signInOnline }))

    expect(await screen.findByText(uiOffline.reauthIntro)).toBeTruthy()
    expect((screen.getByLabelText(uiAuth.email) as HTMLInputElement).value).toBe('ana@demo.cl')
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { access_token: 'tok', user: ANA }))
    fetchMock.mockResolvedValue(jsonResponse(204))
    await user.type(screen.getByLabelText(uiAuth.password), 'Demo1234!')
    await user.click(screen.getByRole('button', { name: uiAuth.submit }))

    expect(await screen.findByText('class page')).toBeTruthy()
    expect(getSession()).toEqual({ accessToken: 'tok', user: ANA })
    expect(screen.queryByText(uiOffline.offlineSessionReconnected)).toBeNull()
  })
})
