// Offline sign-in for staff who signed in on this device before: each online sign-in leaves a
// PBKDF2 verifier of the password in the offline store's `meta` table; with no network the
// password is checked against it and an offline session (no token) starts; an online sign-in of
// the same user ends it and sends what was queued meanwhile.
// NOTE: the verifier only unlocks what is already on this device (the local store, the outbox);
// the server trusts nothing from an offline session: the outbox replays only after an online
// sign-in of the same user. It lives 14 days from the last online sign-in, is replaced when the
// password changes, and is deleted when the server refuses that e-mail's password (a 401, which is
// also what a deactivated account gets). A stolen device still exposes the verifier to guessing,
// hence the slow hash: 600,000 PBKDF2-SHA256 iterations (OWASP's figure), ~0.2 s on a laptop core
// and under a second on a mid-range phone, off the main thread (WebCrypto), once per sign-in.
import type { SessionUser } from '#shared/contract/auth.ts'
import { db, type OfflineLoginKey, type OfflineLoginRecord } from './db.ts'

export const OFFLINE_LOGIN_ITERATIONS = 600_000
export const OFFLINE_LOGIN_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000
/** A device clock set back a little must not lock anyone out. */
const CLOCK_SKEW_MS = 24 * 60 * 60 * 1000
const SALT_BYTES = 16
const HASH_BITS = 256

/** A verifier derived before knowing whether the online sign-in will succeed (see prepare). */
export interface PreparedVerifier {
  verifier: string
  salt: string
  iterations: number
}

export type OfflineCheck =
  { ok: true; user: SessionUser } | { ok: false; reason: 'unknown' | 'expired' | 'wrong-password' }

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

const keyOf = (email: string): OfflineLoginKey => `offlineLogin:${normalizeEmail(email)}`

function toBase64(bytes: Uint8Array): string {
  let text = ''
  for (const byte of bytes) text += String.fromCharCode(byte)
  return btoa(text)
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const raw = atob(text)
  const bytes = new Uint8Array(raw.length)
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i)
  return bytes
}

async function derive(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<Uint8Array> {
  const subtle = globalThis.crypto.subtle
  const key = await subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, [
    'deriveBits',
  ])
  const bits = await subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    key,
    HASH_BITS,
  )
  return new Uint8Array(bits)
}

/** Compares every byte whatever the first difference, so timing tells nothing. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!
  return diff === 0
}

let defaultIterations = OFFLINE_LOGIN_ITERATIONS

/** Tests: a cheaper hash for new verifiers (a check always uses the stored count). */
export function setVerifierIterations(iterations: number): void {
  defaultIterations = iterations
}

/**
 * Derives a verifier with a fresh salt. Started together with the login request so the slow hash
 * overlaps the network wait; stored only if the server accepts the password.
 */
export async function prepareVerifier(
  password: string,
  iterations = defaultIterations,
): Promise<PreparedVerifier> {
  const salt = globalThis.crypto.getRandomValues(new Uint8Array(SALT_BYTES))
  const verifier = await derive(password, salt, iterations)
  return { verifier: toBase64(verifier), salt: toBase64(salt), iterations }
}

/**
 * Verifiers are written in the order they were asked for, the slow hash included: a sign-in does
 * not wait for its hash (Hoy comes first), and whatever reads or replaces a verifier next (an
 * offline sign-in, a 401, a password change) waits for that write.
 */
let writes: Promise<unknown> = Promise.resolve()

function inOrder(write: () => Promise<unknown>): Promise<void> {
  const done = writes.then(write).then(() => undefined)
  writes = done.catch(() => undefined)
  return done
}

/**
 * Keeps (or replaces) the verifier of `user` after the server accepted the password, once
 * `prepared` is derived; none (null) removes the one kept.
 */
export function rememberOfflineLogin(
  user: SessionUser,
  prepared: PreparedVerifier | null | Promise<PreparedVerifier | null>,
  now = Date.now(),
): Promise<void> {
  const email = normalizeEmail(user.email)
  return inOrder(async () => {
    const verifier = await prepared
    if (!verifier) return db.meta.delete(keyOf(email))
    const value: OfflineLoginRecord = { email, ...verifier, user, savedAt: now }
    return db.meta.put({ key: keyOf(email), value })
  })
}

/** Forgets the verifier of an e-mail (the server refused its password). */
export function forgetOfflineLogin(email: string): Promise<void> {
  return inOrder(() => db.meta.delete(keyOf(email)))
}

export async function readOfflineLogin(email: string): Promise<OfflineLoginRecord | undefined> {
  await writes
  const row = await db.meta.get(keyOf(email))
  const value = row?.value
  return value && typeof value === 'object' ? value : undefined
}

/** Checks a password against the device's verifier for that e-mail; never asks the network. */
export async function checkOfflineLogin(
  email: string,
  password: string,
  now = Date.now(),
): Promise<OfflineCheck> {
  const record = await readOfflineLogin(email)
  if (!record) return { ok: false, reason: 'unknown' }
  const age = now - record.savedAt
  if (age > OFFLINE_LOGIN_MAX_AGE_MS || age < -CLOCK_SKEW_MS) {
    await forgetOfflineLogin(email)
    return { ok: false, reason: 'expired' }
  }
  const derived = await derive(password, fromBase64(record.salt), record.iterations)
  if (!sameBytes(derived, fromBase64(record.verifier)))
    return { ok: false, reason: 'wrong-password' }
  return { ok: true, user: record.user }
}

/**
 * An online sign-in ended this user's offline session: the changes queued meanwhile are due now
 * (a backoff earned against an unreachable server says nothing about the new session), and the
 * engine, which only wakes up on a change of user, is asked to sync.
 */
export async function resumeAfterOnlineSignIn(userId: string, now = Date.now()): Promise<void> {
  await db.outbox
    .where('userId')
    .equals(userId)
    .filter((e) => e.status === 'pending' && e.nextAttemptAt > now)
    .modify({ nextAttemptAt: 0 })
  const { syncNow } = await import('./engine.ts')
  await syncNow()
}
