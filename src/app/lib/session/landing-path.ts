import type { StaffRole } from '#shared/roles.ts'

/** Where the guard stores the page a visitor wanted before being sent to /login. */
export interface LoginRedirectState {
  from?: string
  /** From an offline session: show the form to sign in online instead of sending them back. */
  reauth?: boolean
}

export const LOGIN_PATH = '/login'
/** The staff sign-in after a session ended on its own (expired or revoked). */
export const SESSION_ENDED_PATH = '/session-ended'
export const PASSWORD_CHANGE_PATH = '/password-change'

export function landingPath(role: StaffRole): string {
  return role === 'teacher' ? '/today' : '/dashboard'
}

/** The page to open after signing in: a password change first, else where they came from. */
export function afterLoginPath(
  user: { role: StaffRole; must_change_password: boolean },
  state: unknown,
): string {
  if (user.must_change_password) return PASSWORD_CHANGE_PATH
  const from = (state as LoginRedirectState | null)?.from
  if (
    typeof from === 'string' &&
    from.startsWith('/') &&
    !from.startsWith('//') &&
    !from.startsWith(LOGIN_PATH) &&
    !from.startsWith(SESSION_ENDED_PATH)
  ) {
    return from
  }
  return landingPath(user.role)
}
