// One-time passwords for staff created by an administrator: random, always strong by the shared
// rules, shown once in the creation answer and to be changed at first sign-in.
import { randomInt } from 'node:crypto'
import { PASSWORD_SPECIALS, isStrongPassword } from '#shared/password.ts'

// Look-alike characters (I, l, 1, O, 0) are left out: the password is read off a screen.
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ'
const LOWER = 'abcdefghijkmnopqrstuvwxyz'
const DIGITS = '23456789'
const ALL = UPPER + LOWER + DIGITS + PASSWORD_SPECIALS
const LENGTH = 14

const pick = (chars: string) => chars[randomInt(chars.length)]!

export function generateTemporaryPassword(): string {
  const chars = [pick(UPPER), pick(LOWER), pick(DIGITS), pick(PASSWORD_SPECIALS)]
  while (chars.length < LENGTH) chars.push(pick(ALL))
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1)
    ;[chars[i], chars[j]] = [chars[j]!, chars[i]!]
  }
  const password = chars.join('')
  // NOTE: guaranteed by construction; checked so a change of the shared rules cannot go unnoticed.
  if (!isStrongPassword(password)) throw new Error('temporary password breaks the password rules')
  return password
}
