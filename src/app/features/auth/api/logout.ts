import { api } from '#app/lib/api-client.ts'
import { queryClient } from '#app/lib/query-client.ts'
import { clearSession } from '#app/lib/session-store.ts'

/**
 * Logs out: asks the server to drop the refresh token (best effort; failure ignored), then forgets
 * the session and cached data. The staff guard then sends the user to /login.
 */
export async function logout(): Promise<void> {
  await api.post('/logout').catch(() => undefined)
  clearSession({ onPurpose: true })
  queryClient.clear()
}
