import { uiAuth } from '#app/i18n/ui-staff.ts'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import { PasswordChangeForm } from '../components/password-change-form.tsx'
import { useSessionUser } from '#app/lib/session/session-user-context.ts'

export function PasswordChangePage() {
  const user = useSessionUser()
  return (
    <section className="auth-card">
      <PageTitle>{uiAuth.changePasswordTitle}</PageTitle>
      {user?.must_change_password && (
        <p className="notice" role="note">
          {uiAuth.mustChangePassword}
        </p>
      )}
      <PasswordChangeForm />
    </section>
  )
}
