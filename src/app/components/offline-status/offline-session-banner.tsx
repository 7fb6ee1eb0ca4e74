// Shown under the connection indicator while the session is an offline one (signed in against
// this device's verifier): the changes wait on the device until an online sign-in, which the
// button leads to without ending the offline session first.
import { Link, useLocation } from 'react-router-dom'
import { uiOffline as t } from '#app/i18n/ui-offline.ts'
import type { LoginRedirectState } from '#app/lib/session/landing-path.ts'
import { useSession } from '#app/lib/session/use-session.ts'

/** `reconnected`: the server answered the outbox and asked for a sign-in. */
export function OfflineSessionBanner({ reconnected }: { reconnected: boolean }) {
  const session = useSession()
  const { pathname, search } = useLocation()
  if (!session?.offline) return null
  const state: LoginRedirectState = { from: `${pathname}${search}`, reauth: true }
  return (
    <div className="offline-session-banner" role="status">
      <p>{reconnected ? t.offlineSessionReconnected : t.offlineSession}</p>
      <Link className="btn btn-small btn-secondary" to="/login" state={state}>
        {t.signInOnline}
      </Link>
    </div>
  )
}
