import { describe, expect, it } from 'vitest'
import { PERSONAL_LINK_DAYS, readPersonalLink, signPersonalLink } from './personal-link.ts'

const guardian = '3f1c2a9e-5b7d-4c1e-9a2b-0d4e6f8a1b2c'
const secret = 'a-secret-long-enough-for-tests'
const now = new Date('2026-11-22T12:00:00Z')
const days = (n: number) => new Date(now.getTime() + n * 86_400_000)

describe('personal links', () => {
  it('names the guardian until the link expires', () => {
    const token = signPersonalLink(secret, guardian, now)
    expect(readPersonalLink(secret, token, days(PERSONAL_LINK_DAYS - 1))).toEqual({
      guardianId: guardian,
    })
    expect(readPersonalLink(secret, token, days(PERSONAL_LINK_DAYS))).toBeUndefined()
  })

  it('refuses a token signed with another secret or altered', () => {
    const token = signPersonalLink(secret, guardian, now)
    expect(readPersonalLink('another-secret', token, now)).toBeUndefined()
    const [body, signature] = token.split('.') as [string, string]
    const forged = Buffer.from(JSON.stringify({ g: guardian, e: 4_102_444_800 })).toString(
      'base64url',
    )
    expect(readPersonalLink(secret, `${forged}.${signature}`, now)).toBeUndefined()
    const flipped = signature.slice(0, -1) + (signature.endsWith('A') ? 'B' : 'A')
    expect(readPersonalLink(secret, `${body}.${flipped}`, now)).toBeUndefined()
  })

  it('refuses what is not a token', () => {
    for (const junk of ['', 'abc', 'a.b', '../../etc', `${'x'.repeat(300)}.${'y'.repeat(43)}`]) {
      expect(readPersonalLink(secret, junk, now)).toBeUndefined()
    }
  })
})
