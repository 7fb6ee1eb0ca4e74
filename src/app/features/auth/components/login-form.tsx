import { useState, type FormEvent } from 'react'
import { uiAuth } from '#app/i18n/ui-staff.ts'
import { errorMessage } from '#app/lib/api-error.ts'
import { useLogin } from '../api/login.ts'
import { FormField } from '#app/components/ui/form-field.tsx'
import { useHydrated } from '#app/lib/use-hydrated.ts'
import { PasswordField } from './password-field.tsx'

const EMAIL_ID = 'login-email'
const PASSWORD_ID = 'login-password'

/**
 * What was typed into a field of the page the server painted before the app's script took it
 * over, read only while the app takes the page over (`hydrated` false): the state starts from it,
 * or the fields would be emptied by the next render. A form the app draws itself starts empty.
 */
function typedBeforeApp(id: string, hydrated: boolean): string {
  if (hydrated || typeof document === 'undefined') return ''
  return (document.getElementById(id) as HTMLInputElement | null)?.value ?? ''
}

/**
 * E-mail and password; on success the session is stored and the page redirects. With no server
 * in reach, a staff member who signed in here before gets an offline session (see api/login.ts).
 * The server paints the form (a phone with one bar of signal sees it at once): until the app's
 * script has taken it over, 'Ingresar' waits, and what was typed meanwhile is kept.
 */
export function LoginForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const hydrated = useHydrated()
  const [email, setEmail] = useState(() => typedBeforeApp(EMAIL_ID, hydrated) || defaultEmail)
  const [password, setPassword] = useState(() => typedBeforeApp(PASSWORD_ID, hydrated))
  const login = useLogin()

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    login.mutate({ email, password })
  }

  return (
    <form className="form" onSubmit={onSubmit}>
      <fieldset className="form-fields" disabled={login.isPending}>
        <FormField id={EMAIL_ID} label={uiAuth.email}>
          {() => (
            <input
              id={EMAIL_ID}
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
          id={PASSWORD_ID}
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
        {/* Before the app takes the page over, the browser would send the form by itself,
            the password in the address. */}
        <button
          type="submit"
          className="btn btn-primary btn-block"
          disabled={!hydrated || login.isPending}
        >
          {login.isPending ? uiAuth.submitting : uiAuth.submit}
        </button>
      </fieldset>
    </form>
  )
}
