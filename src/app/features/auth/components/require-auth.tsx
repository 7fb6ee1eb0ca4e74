import type { ReactNode } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router-dom'
import { endedSession, sessionEndedOnPurpose } from '#app/lib/session/session-store.ts'
import {
  LOGIN_PATH,
  PASSWORD_CHANGE_PATH,
  SESSION_ENDED_PATH,
  type LoginRedirectState,
} from '#app/lib/session/landing-path.ts'
import { SessionUserContext } from '#app/lib/session/session-user-context.ts'
import { useSession } from '#app/lib/session/use-session.ts'

/**
 * Lets only signed-in staff through; a pending password change comes before anything else. A
 * session that ended on its own (expired, revoked) leads to the staff sign-in that says so.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const session = useSession()
  const location = useLocation()

  if (!session) {
    const state: LoginRedirectState | null = sessionEndedOnPurpose()
      ? null
      : { from: `${location.pathname}${location.search}` }
    const to = state && endedSession() ? SESSION_ENDED_PATH : LOGIN_PATH
    return <Navigate to={to} replace state={state} />
  }
  if (session.user.must_change_password && location.pathname !== PASSWORD_CHANGE_PATH) {
    return <Navigate to={PASSWORD_CHANGE_PATH} replace />
  }
  return (
    <SessionUserContext.Provider value={session.user}>
      {children ?? <Outlet />}
    </SessionUserContext.Provider>
  )
}
