// The signed-in session (access token + user), kept in localStorage (spec §4) and restored on start.
// Framework-free on purpose: the API client and other non-UI code read it and end it (global logout);
// React reads it through `useSession`. Other tabs' changes arrive through the `storage` event.
// An offline session (signed in against the device's verifier, offline-login.ts) has no token.
// A session that ended without the user choosing it (its refresh refused: expired or revoked)
// leaves who it was, so the staff sign-in can say so and fill in the e-mail; not a logout.
import type { SessionUser } from '#shared/contract/auth.ts'
import { createListeners } from '#app/lib/listeners.ts'
import { parseStoredUser } from './stored-session-user.ts'

const TOKEN_KEY = 'access_token'
const USER_KEY = 'user'
const OFFLINE_KEY = 'session_offline'
const ENDED_KEY = 'session_ended'

/** Who was signed in when the session ended on its own (expired or revoked). */
export interface EndedSession {
  userId: string
  email: string
}

export interface Session {
  /** '' in an offline session: the server has not seen this sign-in. */
  accessToken: string
  user: SessionUser
  /**
   * Signed in on this device without the server: the local screens and the outbox work, nothing
   * reaches the server until an online sign-in replaces this session.
   */
  offline?: boolean
}

let current: Session | null | undefined
let endedOnPurpose = false
const changes = createListeners()

function readStorage(): Session | null {
  try {
    const accessToken = localStorage.getItem(TOKEN_KEY)
    const rawUser = localStorage.getItem(USER_KEY)
    const offline = localStorage.getItem(OFFLINE_KEY) === '1'
    if ((!accessToken && !offline) || !rawUser) return null
    const user = parseStoredUser(JSON.parse(rawUser))
    if (!user) return null
    return offline ? { accessToken: '', user, offline: true } : { accessToken: accessToken!, user }
  } catch {
    return null
  }
}

function publish(next: Session | null): void {
  current = next
  changes.notify()
}

export function getSession(): Session | null {
  if (current === undefined) current = readStorage()
  return current
}

export function setSession(session: Session): void {
  endedOnPurpose = false
  const next: Session = session.offline
    ? { accessToken: '', user: session.user, offline: true }
    : { accessToken: session.accessToken, user: session.user }
  localStorage.setItem(TOKEN_KEY, next.accessToken)
  localStorage.setItem(USER_KEY, JSON.stringify(next.user))
  if (next.offline) localStorage.setItem(OFFLINE_KEY, '1')
  else localStorage.removeItem(OFFLINE_KEY)
  localStorage.removeItem(ENDED_KEY)
  publish(next)
}

export function updateSessionUser(patch: Partial<SessionUser>): void {
  const session = getSession()
  if (session) setSession({ ...session, user: { ...session.user, ...patch } })
}

/**
 * The global logout hook: forgets the session everywhere; guards then send the user to /login.
 * `onPurpose` (the user chose to log out) tells the guard not to offer this page after next login.
 * Otherwise the session ended on its own: who it was is kept for the staff sign-in (`endedSession`).
 */
export function clearSession(options: { onPurpose?: boolean } = {}): void {
  endedOnPurpose = options.onPurpose ?? false
  const user = getSession()?.user
  if (!endedOnPurpose && user) {
    const ended: EndedSession = { userId: user.id, email: user.email }
    localStorage.setItem(ENDED_KEY, JSON.stringify(ended))
  } else if (endedOnPurpose) {
    localStorage.removeItem(ENDED_KEY)
  }
  localStorage.removeItem(TOKEN_KEY)
  localStorage.removeItem(USER_KEY)
  localStorage.removeItem(OFFLINE_KEY)
  publish(null)
}

/** The session that ended on its own, until the next sign-in or a deliberate logout. */
export function endedSession(): EndedSession | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(ENDED_KEY) ?? 'null')
    if (typeof value !== 'object' || value === null) return null
    const { userId, email } = value as Record<string, unknown>
    return typeof userId === 'string' && typeof email === 'string' ? { userId, email } : null
  } catch {
    return null
  }
}

/** True after a deliberate logout, until the next login. */
export function sessionEndedOnPurpose(): boolean {
  return endedOnPurpose
}

export const subscribeSession = changes.subscribe

/** Re-reads localStorage (another tab logged in, refreshed or logged out). */
export function reloadSession(): void {
  publish(readStorage())
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    const keys: (string | null)[] = [null, TOKEN_KEY, USER_KEY, OFFLINE_KEY]
    if (keys.includes(event.key)) reloadSession()
  })
}
