import { useState, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import { isStrongPassword } from '#shared/password.ts'
import { validationMessages } from '#shared/i18n/validation.ts'
import { uiAuth } from '#app/i18n/ui-staff.ts'
import { errorMessage } from '#app/lib/api-error.ts'
import { useChangePassword } from '../api/change-password.ts'
import { landingPath } from '#app/lib/session/landing-path.ts'
import { useSessionUser } from '#app/lib/session/session-user-context.ts'
import { PasswordChecklist } from './password-checklist.tsx'
import { PasswordField } from './password-field.tsx'

const EMPTY = { current: '', next: '', confirm: '' }
type Passwords = typeof EMPTY

const FIELDS = {
  current: {
    id: 'current-password',
    label: uiAuth.currentPassword,
    autoComplete: 'current-password',
  },
  next: { id: 'new-password', label: uiAuth.newPassword, autoComplete: 'new-password' },
  confirm: { id: 'confirm-password', label: uiAuth.confirmPassword, autoComplete: 'new-password' },
} as const

/** Current, new and confirmed password; submit only once every rule passes and both new match. */
export function PasswordChangeForm() {
  const user = useSessionUser()
  const [passwords, setPasswords] = useState(EMPTY)
  const [pasteTried, setPasteTried] = useState(false)
  const change = useChangePassword()
  const { current, next, confirm } = passwords
  const field = (name: keyof Passwords) => ({
    ...FIELDS[name],
    value: passwords[name],
    onChange: (value: string) => setPasswords((p) => ({ ...p, [name]: value })),
  })

  const weak = next !== '' && !isStrongPassword(next)
  const mismatch = confirm !== '' && next !== confirm
  const canSubmit = current !== '' && next !== '' && confirm !== '' && !weak && !mismatch

  if (change.isSuccess) {
    return (
      <div className="form-success-block">
        <p className="form-success" role="status">
          {uiAuth.changeSuccess}
        </p>
        {user && (
          <Link to={landingPath(user.role)} className="btn btn-primary">
            {uiAuth.continue}
          </Link>
        )}
      </div>
    )
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!canSubmit) return
    const body = { current_password: current, new_password: next, confirm_password: confirm }
    change.mutate(body, { onSuccess: () => setPasswords(EMPTY) })
  }

  return (
    <form className="form" onSubmit={onSubmit}>
      <fieldset className="form-fields" disabled={change.isPending}>
        <PasswordField {...field('current')} />
        <PasswordField
          {...field('next')}
          describedBy="password-rules"
          error={weak ? validationMessages.passwordWeak : undefined}
        >
          <PasswordChecklist id="password-rules" password={next} />
        </PasswordField>
        <PasswordField
          {...field('confirm')}
          error={mismatch ? validationMessages.passwordMismatch : undefined}
          onPaste={(event) => {
            event.preventDefault()
            setPasteTried(true)
          }}
        >
          {pasteTried && (
            <p className="field-hint" role="status">
              {uiAuth.pasteBlocked}
            </p>
          )}
        </PasswordField>
        {change.isError && (
          <p className="form-error" role="alert">
            {errorMessage(change.error, uiAuth.changeFailed)}
          </p>
        )}
        <button type="submit" className="btn btn-primary btn-block" disabled={!canSubmit}>
          {change.isPending ? uiAuth.changeSubmitting : uiAuth.changeSubmit}
        </button>
      </fieldset>
    </form>
  )
}
