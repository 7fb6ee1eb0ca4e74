// Signs in: online against the server, or — when the server cannot be reached — offline against
// the verifier an earlier online sign-in left on this device (#app/offline/offline-login.ts).
import { useMutation } from '@tanstack/react-query'
import { loginResponseSchema, type LoginRequest, type SessionUser } from '#shared/contract/auth.ts'
import { errorDetails } from '#shared/i18n/errors.ts'
import { uiOffline } from '#app/i18n/ui-offline.ts'
import { api } from '#app/lib/api-client.ts'
import { ApiError } from '#app/lib/api-error.ts'
import { getSession, setSession } from '#app/lib/session/session-store.ts'
import type * as OfflineLoginModule from '#app/offline/offline-login.ts'

export interface LoginResult {
  user: SessionUser
  /** Signed in against this device's verifier: no token, nothing reaches the server. */
  offline: boolean
}

type OfflineLogin = typeof OfflineLoginModule

/** Loaded on demand: the login page's first paint does not wait for the offline store. */
const loadOfflineLogin = (): Promise<OfflineLogin | null> =>
  import('#app/offline/offline-login.ts').catch(() => null)

/**
 * No answer from the school's server: no network (status 0), a gateway or server failure (5xx),
 * or something else answering in its place (a captive portal's page). An answer of the server
 * itself (401 wrong password, 429 locked out, 400) is final and never falls back to offline.
 */
export function serverUnreachable(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.status === 0 || error.status >= 500 || error.code === 'INVALID_RESPONSE')
  )
}

/** Signs in and keeps the session; a 401 here means wrong credentials, so no token refresh. */
export async function login(credentials: LoginRequest): Promise<LoginResult> {
  const offlineLogin = loadOfflineLogin()
  // The slow hash runs while the request is on its way; it is kept only if the server says yes.
  const prepared = offlineLogin.then((m) => m?.prepareVerifier(credentials.password) ?? null)
  prepared.catch(() => null)
  let response
  try {
    response = await api.post('/login', credentials, { schema: loginResponseSchema, auth: false })
  } catch (error) {
    const offline = await offlineLogin
    if (error instanceof ApiError && error.status === 401) {
      // NOTE: also how a deactivated account loses its offline access on this device.
      await offline?.forgetOfflineLogin(credentials.email).catch(() => undefined)
    }
    if (offline && serverUnreachable(error)) return signInOffline(offline, credentials)
    throw error
  }

  const previous = getSession()
  const offline = await offlineLogin
  setSession({ accessToken: response.access_token, user: response.user })
  // Hoy and the first pull do not wait for the slow hash (about a second on a phone): the
  // verifier is written when it is done, before anything reads or replaces it. A temporary
  // password is about to change, and the change needs the server anyway: nothing to keep.
  offline
    ?.rememberOfflineLogin(response.user, response.user.must_change_password ? null : prepared)
    // Storage full or blocked: online sign-in still works; offline sign-in will not.
    .catch(() => undefined)
  if (offline && previous?.offline && previous.user.id === response.user.id) {
    void offline.resumeAfterOnlineSignIn(response.user.id).catch(() => undefined)
  }
  return { user: response.user, offline: false }
}

async function signInOffline(offline: OfflineLogin, credentials: LoginRequest) {
  const check = await offline.checkOfflineLogin(credentials.email, credentials.password)
  if (!check.ok) {
    if (check.reason === 'wrong-password') {
      throw new ApiError(401, 'INVALID_CREDENTIALS', errorDetails.INVALID_CREDENTIALS)
    }
    const expired = check.reason === 'expired'
    throw new ApiError(
      0,
      expired ? 'OFFLINE_LOGIN_EXPIRED' : 'OFFLINE_LOGIN_UNAVAILABLE',
      expired ? uiOffline.offlineLoginExpired : uiOffline.offlineLoginUnavailable,
    )
  }
  setSession({ accessToken: '', user: check.user, offline: true })
  return { user: check.user, offline: true }
}

export function useLogin() {
  return useMutation({ mutationFn: login })
}
