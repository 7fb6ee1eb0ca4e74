import { api } from '#app/lib/api-client.ts'
import { queryClient } from '#app/lib/query-client.ts'
import { clearSession } from '#app/lib/session/session-store.ts'

/** A weak signal at a trailhead must not hold the logout (the idle one included) for minutes. */
const LOGOUT_REQUEST_MS = 5_000

/**
 * Logs out: asks the server to drop the refresh token (best effort; failure ignored), then forgets
 * the session and cached data. The staff guard then sends the user to /login. The offline store,
 * its outbox and the offline sign-in verifier stay: they are what signing in again offline needs.
 */
export async function logout(): Promise<void> {
  const signal =
    typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(LOGOUT_REQUEST_MS) : undefined
  await api.post('/logout', undefined, { signal }).catch(() => undefined)
  clearSession({ onPurpose: true })
  queryClient.clear()
}
