// The demo school's staff as the browser tests use them: the login form, and an admin's view of
// the API from the test process to arrange data and check what the server stored.
import type { Page } from 'playwright-core'

/** The password of every demo account (admin@demo.cl, profesor@demo.cl, superadmin@demo.cl). */
export const DEMO_PASSWORD = 'Demo1234!'
export const DEMO_ADMIN = 'admin@demo.cl'

/**
 * Fills the login form already on screen and presses 'Ingresar'. Without `email` the field keeps
 * what it has (the app pre-fills it after a session ends).
 */
export async function submitLogin(
  page: Page,
  { email, password = DEMO_PASSWORD }: { email?: string; password?: string } = {},
) {
  if (email !== undefined) await page.getByLabel('Correo electrónico').fill(email)
  await page.getByLabel('Contraseña').fill(password)
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click()
}

/** Opens /login, signs in with the demo password and waits until the app leaves /login. */
export async function signIn(page: Page, email: string, { timeout }: { timeout?: number } = {}) {
  await page.goto('/login')
  await submitLogin(page, { email })
  await page.waitForURL(
    (url) => !url.pathname.startsWith('/login'),
    timeout === undefined ? undefined : { timeout },
  )
}

/** One call to the API as the signed-in admin; throws on a non-2xx status, 204 gives undefined. */
export type AdminRequest = <T = unknown>(method: string, path: string, body?: unknown) => Promise<T>

/**
 * Signs a demo staff member in through POST /api/login (their phone or browser's calls, made from
 * the test process): their user id, and a request function with their token that throws on a
 * non-2xx status (204 gives undefined).
 */
export async function staffApi(
  serverUrl: string,
  email: string,
): Promise<{ userId: string; request: AdminRequest }> {
  const login = await fetch(`${serverUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: serverUrl },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  })
  if (!login.ok) throw new Error(`${email} login: ${login.status}`)
  const { access_token: token, user } = (await login.json()) as {
    access_token: string
    user: { id: string }
  }
  const request = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${serverUrl}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        origin: serverUrl,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`)
    return (response.status === 204 ? undefined : await response.json()) as T
  }
  return { userId: user.id, request }
}

/** Signs the demo admin in through POST /api/login and returns a request function with its token. */
export async function adminApi(serverUrl: string): Promise<AdminRequest> {
  return (await staffApi(serverUrl, DEMO_ADMIN)).request
}
