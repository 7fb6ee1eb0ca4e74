import { useState } from 'react'
import { Link, Navigate, useLocation } from 'react-router-dom'
import { uiAuth } from '#app/i18n/ui-staff.ts'
import { ui } from '#app/i18n/ui.ts'
import { BrandMark } from '#app/components/ui/brand-mark.tsx'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import { WithQueries } from '#app/lib/query-provider.tsx'
import { school } from '#app/lib/school.ts'
import {
  afterLoginPath,
  LOGIN_PATH,
  type LoginRedirectState,
} from '#app/lib/session/landing-path.ts'
import { endedSession } from '#app/lib/session/session-store.ts'
import { useSession } from '#app/lib/session/use-session.ts'
import { usePendingCountOf } from '#app/offline/hooks.ts'
import { LoginForm } from '../components/login-form.tsx'
import './session-ended-page.css'

/**
 * The staff sign-in after a session ended on its own (its refresh refused: expired or revoked):
 * says so, fills in the e-mail, and counts the changes waiting on this phone, which the sync sends
 * once signed in (the outbox is kept: an expired session is not a logout). No public footer.
 */
export function SessionEndedPage() {
  const session = useSession()
  const location = useLocation()
  const [ended] = useState(endedSession)
  const pending = usePendingCountOf(ended?.userId) ?? 0

  if (session) return <Navigate to={afterLoginPath(session.user, location.state)} replace />
  if (!ended) return <Navigate to={LOGIN_PATH} replace state={location.state} />
  const state = location.state as LoginRedirectState | null

  return (
    <div className="session-ended">
      <a className="skip-link" href="#main-content">
        {ui.app.skipToContent}
      </a>
      <header className="session-ended-brand">
        <BrandMark />
        <span>{school.name}</span>
      </header>
      <main id="main-content" className="auth-card" tabIndex={-1}>
        <PageTitle>{uiAuth.sessionEndedTitle}</PageTitle>
        <p className="text-muted">{uiAuth.sessionEndedIntro}</p>
        {pending > 0 && (
          <p className="session-ended-pending" role="status">
            {uiAuth.pendingChanges(pending)}
          </p>
        )}
        <WithQueries>
          <LoginForm defaultEmail={ended.email} />
        </WithQueries>
        <p className="session-ended-other">
          <Link to={LOGIN_PATH} state={state}>
            {uiAuth.otherAccount}
          </Link>
        </p>
      </main>
    </div>
  )
}
