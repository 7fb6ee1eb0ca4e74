// Sign-in throttling in Chromium against the real server: a teacher whose password is being
// guessed from twenty other addresses still signs in on the computer they used before (its
// device cookie), while a browser that never signed in as them waits the time it is told.
import { request } from 'node:http'
import type { BrowserContext } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { DESKTOP, newContext } from './support/browser.ts'
import { rutOf } from './support/people.ts'
import { submitLogin } from './support/staff.ts'
import { useServerBrowserAndAdmin } from './support/suite.ts'

const suite = useServerBrowserAndAdmin()
const TEACHER = { email: 'bloqueo@prueba.cl', password: 'Bicicleta2026!' }

/** POST /api/login from another loopback address, as a stranger on another network would. */
function guessFrom(localAddress: string, password: string): Promise<number> {
  const url = new URL('/api/login', suite.server.url)
  const body = JSON.stringify({ email: TEACHER.email, password })
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

/** A teacher created by the admin, who has already replaced the temporary password. */
beforeAll(async () => {
  const created = await suite.api<{ temporary_password: string }>('POST', '/teachers', {
    name: 'Tomás',
    last_name: 'Bloqueo',
    rut: rutOf(7654321),
    email: TEACHER.email,
  })
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${suite.server.url}/api${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: suite.server.url,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    })
  const first = await post('/login', { email: TEACHER.email, password: created.temporary_password })
  const { access_token } = (await first.json()) as { access_token: string }
  const changed = await post(
    '/users/me/password',
    {
      current_password: created.temporary_password,
      new_password: TEACHER.password,
      confirm_password: TEACHER.password,
    },
    access_token,
  )
  expect(changed.status).toBe(200)
})

async function signInOnScreen(context: BrowserContext) {
  const page = await context.newPage()
  await page.goto('/login')
  await submitLogin(page, TEACHER)
  return page
}

describe('a teacher under a password-guessing attack', () => {
  it('signs in on their own computer, and a new browser is told when to try again', async () => {
    const own = await newContext(suite.browser, suite.server.url, DESKTOP)
    const before = await signInOnScreen(own)
    await before.waitForURL('**/today')
    const device = (await own.cookies()).find((c) => c.name === 'bs_device')
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/login' })
    await before.close()

    const statuses: number[] = []
    for (let i = 2; i < 22; i++) statuses.push(await guessFrom(`127.0.0.${i}`, `Adivina${i}!`))
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401))
    expect(statuses.slice(10)).toEqual(Array(10).fill(429))

    const stranger = await newContext(suite.browser, suite.server.url, DESKTOP)
    const refused = await signInOnScreen(stranger)
    await expect
      .poll(() => refused.getByRole('alert').innerText())
      .toBe('Demasiados intentos fallidos de inicio de sesión. Inténtalo de nuevo en 15 minutos.')
    expect(new URL(refused.url()).pathname).toBe('/login')
    await stranger.close()

    const again = await newContext(suite.browser, suite.server.url, DESKTOP)
    await again.addCookies([device!])
    const page = await signInOnScreen(again)
    await page.waitForURL('**/today')
    await again.close()
    await own.close()
  })
})
