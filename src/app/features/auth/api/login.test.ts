// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { errorDetails } from '#shared/i18n/errors.ts'
import { uiOffline } from '#app/i18n/ui-offline.ts'
import { ApiError } from '#app/lib/api-error.ts'
import { clearSession, getSession, reloadSession } from '#app/lib/session/session-store.ts'
import { db, type OutboxEntry } from '#app/offline/db.ts'
import {
  OFFLINE_LOGIN_ITERATIONS,
  readOfflineLogin,
  setVerifierIterations,
} from '#app/offline/offline-login.ts'
import { jsonResponse, staffUser } from '#app/test/fixtures.ts'
import { changePassword } from './change-password.ts'
import { login } from './login.ts'
import { logout } from '#app/lib/session/logout.ts'

const TEACHER = staffUser({ email: 'profesor@demo.cl', role: 'teacher' })
const CREDENTIALS = { email: 'profesor@demo.cl', password: 'Demo1234!' }
const fetchMock = vi.fn<typeof fetch>()
const offline = () => Promise.reject(new TypeError('Failed to fetch'))
const signedIn = () => jsonResponse(200, { access_token: 'tok', user: TEACHER })

function queued(overrides: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    id: 'c0ffee00-0000-4000-8000-000000000001',
    deviceId: 'device-1',
    userId: TEACHER.id,
    name: 'session.setTransport',
    args: {
      session_id: 'c0ffee00-0000-4000-8000-0000000000a1',
      student_id: 'c0ffee00-0000-4000-8000-0000000000b1',
      used_transport: true,
    },
    createdAt: 1,
    attempts: 0,
    nextAttemptAt: 0,
    status: 'pending',
    error: null,
    ...overrides,
  } as OutboxEntry
}

async function signInOnlineOnce() {
  fetchMock.mockResolvedValueOnce(signedIn())
  await login(CREDENTIALS)
  clearSession({ onPurpose: true })
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

beforeEach(async () => {
  setVerifierIterations(1_000)
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
  await Promise.all([db.meta.clear(), db.outbox.clear()])
})

afterEach(() => {
  setVerifierIterations(OFFLINE_LOGIN_ITERATIONS)
  vi.unstubAllGlobals()
  clearSession()
})

describe('signing in online', () => {
  it("opens the session without waiting for the offline verifier's slow hash", async () => {
    const deriveBits = crypto.subtle.deriveBits.bind(crypto.subtle)
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const spy = vi
      .spyOn(crypto.subtle, 'deriveBits')
      .mockImplementation(async (...args) => held.then(() => deriveBits(...args)))
    try {
      fetchMock.mockResolvedValueOnce(signedIn())
      expect(await login(CREDENTIALS)).toEqual({ user: TEACHER, offline: false })
      expect(getSession()).toEqual({ accessToken: 'tok', user: TEACHER })
      // Signed out and offline before the hash is done: the offline sign-in waits for it.
      clearSession({ onPurpose: true })
      fetchMock.mockImplementationOnce(offline)
      const offlineSignIn = login(CREDENTIALS)
      release()
      expect((await offlineSignIn).offline).toBe(true)
    } finally {
      spy.mockRestore()
    }
  })
})

describe('signing in without the server', () => {
  it('opens an offline session with the password of the last online sign-in', async () => {
    await signInOnlineOnce()
    fetchMock.mockImplementationOnce(offline)

    const result = await login({ email: 'Profesor@demo.cl', password: 'Demo1234!' })
    expect(result).toEqual({ user: TEACHER, offline: true })
    expect(getSession()).toEqual({ accessToken: '', user: TEACHER, offline: true })
    // Survives a reload of the app.
    reloadSession()
    expect(getSession()).toEqual({ accessToken: '', user: TEACHER, offline: true })
  })

  it('refuses a wrong password with the same message as the server', async () => {
    await signInOnlineOnce()
    fetchMock.mockImplementationOnce(offline)

    const error = await failure(login({ ...CREDENTIALS, password: 'Demo1234' }))
    expect(error.detail).toBe(errorDetails.INVALID_CREDENTIALS)
    expect(getSession()).toBeNull()
  })

  it('explains that a first online sign-in on this device is needed', async () => {
    fetchMock.mockImplementationOnce(offline)
    const error = await failure(login(CREDENTIALS))
    expect(error.detail).toBe(uiOffline.offlineLoginUnavailable)
    expect(getSession()).toBeNull()
  })

  it('also when the server is down behind its gateway or a captive portal answers', async () => {
    await signInOnlineOnce()
    fetchMock.mockResolvedValueOnce(jsonResponse(503))
    expect((await login(CREDENTIALS)).offline).toBe(true)
    clearSession()
    fetchMock.mockResolvedValueOnce(new Response('<html>Wi-Fi</html>', { status: 200 }))
    expect((await login(CREDENTIALS)).offline).toBe(true)
  })

  it('a 401 from the server forgets the verifier and never falls back to offline', async () => {
    await signInOnlineOnce()
    fetchMock.mockResolvedValueOnce(
      jsonResponse(401, { detail: errorDetails.INVALID_CREDENTIALS, code: 'INVALID_CREDENTIALS' }),
    )
    const error = await failure(login(CREDENTIALS))
    expect(error.status).toBe(401)
    expect(getSession()).toBeNull()
    expect(await readOfflineLogin('profesor@demo.cl')).toBeUndefined()

    fetchMock.mockImplementationOnce(offline)
    expect((await failure(login(CREDENTIALS))).detail).toBe(uiOffline.offlineLoginUnavailable)
  })

  it('a lock-out (429) is shown as is and keeps the verifier', async () => {
    await signInOnlineOnce()
    fetchMock.mockResolvedValueOnce(
      jsonResponse(429, { detail: errorDetails.ACCOUNT_LOCKED, code: 'ACCOUNT_LOCKED' }),
    )
    expect((await failure(login(CREDENTIALS))).detail).toBe(errorDetails.ACCOUNT_LOCKED)
    expect(getSession()).toBeNull()
    expect(await readOfflineLogin('profesor@demo.cl')).toBeDefined()
  })

  it('a temporary password (change due) leaves nothing to sign in offline with', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, {
        access_token: 'tok',
        user: { ...TEACHER, must_change_password: true },
      }),
    )
    await login(CREDENTIALS)
    expect(await readOfflineLogin('profesor@demo.cl')).toBeUndefined()
  })

  it('a password change replaces the verifier: the old password stops working offline', async () => {
    fetchMock.mockResolvedValueOnce(signedIn())
    await login(CREDENTIALS)
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { detail: 'ok' }))
    await changePassword({
      current_password: 'Demo1234!',
      new_password: 'Nueva1234!',
      confirm_password: 'Nueva1234!',
    })
    clearSession()

    fetchMock.mockImplementation(offline)
    expect((await failure(login(CREDENTIALS))).detail).toBe(errorDetails.INVALID_CREDENTIALS)
    expect((await login({ ...CREDENTIALS, password: 'Nueva1234!' })).offline).toBe(true)
  })

  it('an online sign-in replaces the offline session and sends its changes at once', async () => {
    await signInOnlineOnce()
    fetchMock.mockImplementationOnce(offline)
    await login(CREDENTIALS)
    // Queued offline, backing off after failed attempts against the unreachable server.
    const seq = await db.outbox.add(queued({ attempts: 6, nextAttemptAt: Date.now() + 5 * 60_000 }))

    fetchMock.mockResolvedValueOnce(signedIn())
    fetchMock.mockImplementation(async (url) =>
      String(url) === '/api/sync/push'
        ? jsonResponse(200, { last_seq: seq, results: [{ seq, status: 'applied' }] })
        : jsonResponse(204),
    )
    expect(await login(CREDENTIALS)).toEqual({ user: TEACHER, offline: false })
    expect(getSession()).toEqual({ accessToken: 'tok', user: TEACHER })
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(
        // The pull names this device, under which the server logs the cards it sends.
        expect.arrayContaining(['/api/sync/push', expect.stringMatching(/^\/api\/sync\?device=/)]),
      ),
    )
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0))
  })

  it('a logout with no network (the idle one too) keeps what signing in offline needs', async () => {
    fetchMock.mockResolvedValueOnce(signedIn())
    await login(CREDENTIALS)
    await db.outbox.add(queued())
    fetchMock.mockImplementation(offline)
    await logout()
    expect(getSession()).toBeNull()

    expect(await login(CREDENTIALS)).toEqual({ user: TEACHER, offline: true })
    expect(await db.outbox.count()).toBe(1)
  })
})
