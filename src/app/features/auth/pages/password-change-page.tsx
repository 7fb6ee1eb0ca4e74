import { ui } from '#app/i18n/ui.ts'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import { PasswordChangeForm } from '../components/password-change-form.tsx'
import { useSessionUser } from '#app/lib/session/session-user-context.ts'

export function PasswordChangePage() {
  const user = useSessionUser()
  return (
    <section className="auth-card">
      <PageTitle>{ui.auth.changePasswordTitle}</PageTitle>
      {user?.must_change_password && (
        <p className="notice" role="note">
          {ui.auth.mustChangePassword}
        </p>
      )}
      <PasswordChangeForm />
    </section>
  )
}
