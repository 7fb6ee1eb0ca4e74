import { useState } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { uiAuth } from '#app/i18n/ui-staff.ts'
import { uiOffline } from '#app/i18n/ui-offline.ts'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import { WithQueries } from '#app/lib/query-provider.tsx'
import { LoginForm } from '../components/login-form.tsx'
import { afterLoginPath, type LoginRedirectState } from '#app/lib/session/landing-path.ts'
import { useSession } from '#app/lib/session/use-session.ts'

/**
 * Signed in (now or before): go where the guard sent them from, else the role's landing page.
 * An offline session asking to sign in online (the offline banner's button) stays on the form
 * until a new sign-in replaces that session.
 */
export function LoginPage() {
  const session = useSession()
  const location = useLocation()
  const wantsReauth = (location.state as LoginRedirectState | null)?.reauth === true
  const [reauthOf] = useState(() => (wantsReauth && session?.offline ? session : null))
  if (session && session !== reauthOf) {
    return <Navigate to={afterLoginPath(session.user, location.state)} replace />
  }

  return (
    <section className="auth-card">
      <PageTitle>{uiAuth.loginTitle}</PageTitle>
      <p className="text-muted">{reauthOf ? uiOffline.reauthIntro : uiAuth.loginIntro}</p>
      <WithQueries>
        <LoginForm defaultEmail={reauthOf?.user.email} />
      </WithQueries>
    </section>
  )
}
