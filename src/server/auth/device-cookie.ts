// The device cookie (OWASP "device cookies"): after a successful sign-in the browser keeps a
// signed note "account X signed in here", with a random nonce naming the device. It only reaches
// POST /api/login, where it gives the device its own allowance of attempts for that account.
// One cookie holds the last few accounts signed in on a shared device.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { DeviceEntry } from '#server/plugins/login-throttle.ts'
import { isSecureRequest } from '#server/plugins/security.ts'

export const DEVICE_COOKIE = 'bs_device'
export const DEVICE_COOKIE_PATH = '/api/login'
const DEVICE_COOKIE_TTL_S = 365 * 24 * 60 * 60
/** Accounts remembered per device; the oldest is dropped first. */
export const MAX_DEVICE_ACCOUNTS = 5

const ENTRY = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/

/** A key of its own, derived from the server secret, so a device note is never a valid token. */
export function deviceCookieKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('bs-device-cookie-v1').digest()
}

const signatureOf = (key: Buffer, entry: DeviceEntry) =>
  createHmac('sha256', key).update(`${entry.userId}.${entry.nonce}`).digest()

/** The entries of the request's device cookie whose signature holds; forged ones are dropped. */
export function deviceEntries(request: FastifyRequest, key: Buffer): DeviceEntry[] {
  const raw = request.cookies[DEVICE_COOKIE]
  if (!raw || raw.length > 2_000) return []
  return raw.split('~').flatMap((text) => {
    const match = ENTRY.exec(text)
    if (!match) return []
    const entry = { userId: match[1]!, nonce: match[2]! }
    const given = Buffer.from(match[3]!, 'base64url')
    const expected = signatureOf(key, entry)
    return given.length === expected.length && timingSafeEqual(given, expected) ? [entry] : []
  })
}

export const newDeviceEntry = (userId: string): DeviceEntry => ({
  userId,
  nonce: randomBytes(16).toString('base64url'),
})

/** Puts `entry` first and keeps the other accounts' entries, up to MAX_DEVICE_ACCOUNTS. */
export function setDeviceCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  key: Buffer,
  entry: DeviceEntry,
  known: DeviceEntry[],
) {
  const others = known.filter((e) => e.userId !== entry.userId)
  const value = [entry, ...others]
    .slice(0, MAX_DEVICE_ACCOUNTS)
    .map((e) => `${e.userId}.${e.nonce}.${signatureOf(key, e).toString('base64url')}`)
    .join('~')
  reply.setCookie(DEVICE_COOKIE, value, {
    httpOnly: true,
    sameSite: 'strict',
    secure: isSecureRequest(request),
    path: DEVICE_COOKIE_PATH,
    maxAge: DEVICE_COOKIE_TTL_S,
  })
}
