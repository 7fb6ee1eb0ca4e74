// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { ui } from '#app/i18n/ui.ts'
import { jsonResponse, staffUser } from '#app/test/fixtures.ts'
import { api, apiRequest } from './api-client.ts'
import { ApiError } from './api-error.ts'
import { clearSession, getSession, setSession } from './session/session-store.ts'

const itemSchema = z.object({ value: z.number() })
const fetchMock = vi.fn<typeof fetch>()

function authHeader(call: number): string | null {
  const init = fetchMock.mock.calls[call]?.[1]
  return new Headers(init?.headers).get('Authorization')
}

function urls(): string[] {
  return fetchMock.mock.calls.map(([input]) => String(input))
}

beforeEach(() => {
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
  setSession({ accessToken: 'old-token', user: staffUser() })
})

afterEach(() => {
  vi.unstubAllGlobals()
  clearSession()
})

describe('apiRequest', () => {
  it('sends JSON with the bearer token and same-origin cookies, and parses the answer', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { value: 7 }))

    const result = await api.post('/things', { a: 1 }, { schema: itemSchema })

    expect(result).toEqual({ value: 7 })
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/things')
    expect(init?.method).toBe('POST')
    expect(init?.credentials).toBe('same-origin')
    expect(init?.body).toBe('{"a":1}')
    const headers = new Headers(init?.headers)
    expect(headers.get('Authorization')).toBe('Bearer old-token')
    expect(headers.get('Content-Type')).toBe('application/json')
  })

  it('refreshes once for concurrent 401s and replays every request with the new token', async () => {
    let releaseRefresh: (response: Response) => void = () => {}
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input)
      if (url === '/api/refresh') {
        return new Promise<Response>((resolve) => (releaseRefresh = resolve))
      }
      const token = new Headers(init?.headers).get('Authorization')
      if (token === 'Bearer new-token') return jsonResponse(200, { value: url.length })
      return jsonResponse(401, { detail: 'Token expirado.', code: 'TOKEN_EXPIRED' })
    })

    const pending = Promise.all([
      api.get('/a', itemSchema),
      api.get('/bb', itemSchema),
      api.get('/ccc', itemSchema),
    ])
    await vi.waitFor(() => expect(urls()).toContain('/api/refresh'))
    releaseRefresh(
      jsonResponse(200, { access_token: 'new-token', user: staffUser({ name: 'Renovada' }) }),
    )

    expect(await pending).toEqual([{ value: 6 }, { value: 7 }, { value: 8 }])
    expect(urls().filter((url) => url === '/api/refresh')).toHaveLength(1)
    expect(getSession()).toMatchObject({ accessToken: 'new-token', user: { name: 'Renovada' } })
  })

  it('logs out when the refresh is refused', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/refresh'
        ? jsonResponse(401, { detail: 'Sesión inválida.', code: 'INVALID_REFRESH' })
        : jsonResponse(401, { detail: 'Token expirado.', code: 'TOKEN_EXPIRED' }),
    )

    await expect(api.get('/a', itemSchema)).rejects.toMatchObject({ status: 401 })
    expect(getSession()).toBeNull()
    expect(localStorage.getItem('access_token')).toBeNull()
    expect(localStorage.getItem('user')).toBeNull()
  })

  it('does not refresh when a 401 means wrong credentials (auth: false)', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(401, { detail: 'Correo o contraseña incorrectos.', code: 'BAD_CREDENTIALS' }),
    )

    const error = await apiRequest('/login', { method: 'POST', body: {}, auth: false }).catch(
      (e: unknown) => e,
    )

    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 401, detail: 'Correo o contraseña incorrectos.' })
    expect(authHeader(0)).toBeNull()
    expect(urls()).toEqual(['/api/login'])
    expect(getSession()).not.toBeNull()
  })

  it("maps an error body to an ApiError with the server's Spanish detail and code", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(409, { detail: 'Ya existe.', code: 'CONFLICT' }))

    await expect(api.get('/a', itemSchema)).rejects.toMatchObject({
      status: 409,
      code: 'CONFLICT',
      detail: 'Ya existe.',
      message: 'Ya existe.',
    })
  })

  it('falls back to catalogue messages for bodies without detail and for network failures', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }))
    await expect(api.get('/a', itemSchema)).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_502',
      detail: ui.api.server,
    })

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await expect(api.get('/a', itemSchema)).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      detail: ui.api.network,
    })
  })

  it('rejects a response that does not match the schema', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { value: 'siete' }))
    await expect(api.get('/a', itemSchema)).rejects.toMatchObject({ code: 'INVALID_RESPONSE' })
  })

  it('flags the session when the server demands a password change', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(403, {
        detail: 'Debes cambiar tu contraseña.',
        code: 'PASSWORD_CHANGE_REQUIRED',
      }),
    )
    await expect(api.get('/a', itemSchema)).rejects.toMatchObject({ status: 403 })
    expect(getSession()?.user.must_change_password).toBe(true)
  })

  it('an offline session sends no token and never tries a refresh: the 401 is for the caller', async () => {
    const user = staffUser()
    setSession({ accessToken: 'ignored', user, offline: true })
    fetchMock.mockResolvedValue(
      jsonResponse(401, { detail: 'Inicia sesión.', code: 'UNAUTHORIZED' }),
    )

    const error = await api.post('/things', {}).catch((e: unknown) => e)

    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(401)
    expect(urls()).toEqual(['/api/things'])
    expect(authHeader(0)).toBeNull()
    // The offline session stays: the outbox pauses and the app asks for an online sign-in.
    expect(getSession()).toEqual({ accessToken: '', user, offline: true })
  })
})
