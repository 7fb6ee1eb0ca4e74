import { useState, type FormEvent } from 'react'
import { uiAuth } from '#app/i18n/ui-staff.ts'
import { errorMessage } from '#app/lib/api-error.ts'
import { useLogin } from '../api/login.ts'
import { FormField } from '#app/components/ui/form-field.tsx'
import { PasswordField } from './password-field.tsx'

/**
 * E-mail and password; on success the session is stored and the page redirects. With no server
 * in reach, a staff member who signed in here before gets an offline session (see api/login.ts).
 */
export function LoginForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const [email, setEmail] = useState(defaultEmail)
  const [password, setPassword] = useState('')
  const login = useLogin()

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    login.mutate({ email, password })
  }

  return (
    <form className="form" onSubmit={onSubmit}>
      <fieldset className="form-fields" disabled={login.isPending}>
        <FormField id="login-email" label={uiAuth.email}>
          {() => (
            <input
              id="login-email"
              className="input"
              type="email"
              name="email"
              autoComplete="username"
              inputMode="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </FormField>
        <PasswordField
          id="login-password"
          label={uiAuth.password}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
        />
        {login.isError && (
          <p className="form-error" role="alert">
            {errorMessage(login.error, uiAuth.loginFailed)}
          </p>
        )}
        <button type="submit" className="btn btn-primary btn-block" disabled={login.isPending}>
          {login.isPending ? uiAuth.submitting : uiAuth.submit}
        </button>
      </fieldset>
    </form>
  )
}
