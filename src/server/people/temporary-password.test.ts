import { describe, expect, it } from 'vitest'
import { isStrongPassword } from '#shared/password.ts'
import { generateTemporaryPassword } from './temporary-password.ts'

describe('generateTemporaryPassword', () => {
  it('always meets the password rules, has no look-alike characters and does not repeat', () => {
    const passwords = Array.from({ length: 300 }, generateTemporaryPassword)
    for (const password of passwords) {
      expect(isStrongPassword(password)).toBe(true)
      expect(password).toHaveLength(14)
      expect(password).not.toMatch(/[Il1O0]/)
    }
    expect(new Set(passwords).size).toBe(passwords.length)
  })
})
