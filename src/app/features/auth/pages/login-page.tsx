import { Navigate, useLocation } from 'react-router-dom'
import { ui } from '#shared/i18n/ui.ts'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import { LoginForm } from '../components/login-form.tsx'
import { afterLoginPath } from '../landing-path.ts'
import { useSession } from '../use-session.ts'

/** Signed in (now or before): go where the guard sent them from, else the role's landing page. */
export function LoginPage() {
  const session = useSession()
  const location = useLocation()
  if (session) return <Navigate to={afterLoginPath(session.user, location.state)} replace />

  return (
    <section className="auth-card">
      <PageTitle>{ui.auth.loginTitle}</PageTitle>
      <p className="text-muted">{ui.auth.loginIntro}</p>
      <LoginForm />
    </section>
  )
}
