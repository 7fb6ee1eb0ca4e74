import { describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { auditLog } from '#server/db/schema.ts'
import { useTestApp } from './helpers/test-app.ts'
import {
  TEST_PASSWORD,
  bearer,
  login,
  refresh,
  seedSignedIn,
  seedUser,
} from './helpers/fixtures.ts'

const ctx = useTestApp()

const change = (token: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/users/me/password', headers: bearer(token), payload })

describe('POST /api/users/me/password', () => {
  for (const { refusal, sent, detail, code } of [
    {
      refusal: 'a wrong current password',
      sent: {
        current_password: 'NoEsLaClave1!',
        new_password: 'Nueva123!',
        confirm_password: 'Nueva123!',
      },
      detail: 'La contraseña actual es incorrecta.',
      code: 'CURRENT_PASSWORD_INCORRECT',
    },
    {
      refusal: 'a new password that breaks the rules',
      sent: {
        current_password: TEST_PASSWORD,
        new_password: 'sinmayus1!',
        confirm_password: 'sinmayus1!',
      },
      detail: 'La nueva contraseña no cumple con todos los requisitos.',
      code: 'PASSWORD_WEAK',
    },
    {
      refusal: 'a confirmation that does not match',
      sent: {
        current_password: TEST_PASSWORD,
        new_password: 'Nueva123!',
        confirm_password: 'Nueva124!',
      },
      detail: 'Las contraseñas no coinciden.',
      code: 'PASSWORD_MISMATCH',
    },
  ]) {
    it(`rejects ${refusal}`, async () => {
      const { token } = await seedSignedIn(ctx, { role: 'teacher' })
      const response = await change(token, sent)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ detail, code })
    })
  }

  it('changes the password, clears the temporary flag, ends other sessions and is audited', async () => {
    const user = await seedUser(ctx.db, { role: 'admin', must_change_password: true })
    const other = await login(ctx.app, user.email!)
    const { token, refreshCookie } = await login(ctx.app, user.email!)
    const response = await change(token, {
      current_password: TEST_PASSWORD,
      new_password: 'Nueva123!',
      confirm_password: 'Nueva123!',
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ detail: 'Contraseña cambiada exitosamente.' })

    const me = await ctx.app.inject({ url: '/api/me', headers: bearer(token) })
    expect(me.json().must_change_password).toBe(false)
    expect((await ctx.app.inject({ url: '/api/audit', headers: bearer(token) })).statusCode).toBe(
      200,
    )
    expect((await refresh(ctx.app, refreshCookie)).statusCode).toBe(200)
    expect((await refresh(ctx.app, other.refreshCookie)).statusCode).toBe(401)

    expect((await login(ctx.app, user.email!, TEST_PASSWORD)).status).toBe(401)
    expect((await login(ctx.app, user.email!, 'Nueva123!')).status).toBe(200)
    const audited = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actor_id, user.id), eq(auditLog.action, 'password_change')))
    expect(audited).toHaveLength(1)
  })
})

describe('guessing the current password with a signed-in session (a stolen token)', () => {
  const guess = (token: string, current_password: string) =>
    change(token, { current_password, new_password: 'Nueva123!', confirm_password: 'Nueva123!' })

  it('checks 5 guesses in 15 minutes, then answers 429 in Spanish with Retry-After, right one too', async () => {
    const { user, token } = await seedSignedIn(ctx, { role: 'teacher' })
    const statuses: number[] = []
    for (let i = 0; i < 15; i++) statuses.push((await guess(token, `Adivina${i}!x`)).statusCode)
    expect(statuses).toEqual([...Array(5).fill(400), ...Array(10).fill(429)])

    const refused = await guess(token, TEST_PASSWORD)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual({
      code: 'PASSWORD_CHANGE_LOCKED',
      detail:
        'Demasiados intentos con una contraseña actual incorrecta. Inténtalo de nuevo en 15 minutos.',
    })
    const retryAfter = Number(refused.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(14 * 60)
    expect(retryAfter).toBeLessThanOrEqual(15 * 60)
    // The password did not change: the old one still signs in.
    expect((await login(ctx.app, user.email!, TEST_PASSWORD, '10.7.0.1')).status).toBe(200)
  })

  it('audits the lock-out once, naming the account and the address', async () => {
    const { user, token } = await seedSignedIn(ctx, { role: 'admin' })
    for (let i = 0; i < 8; i++) await guess(token, `Adivina${i}!x`)
    const rows = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'password_change_locked'), eq(auditLog.entity_id, user.id)))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ actor_id: user.id, entity: 'user', ip: '127.0.0.1' })
  })

  it('20 guesses at once check at most 5', async () => {
    const { token } = await seedSignedIn(ctx, { role: 'teacher' })
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => guess(token, `Adivina${i}!x`)),
    )
    const statuses = answers.map((r) => r.statusCode)
    expect(statuses.filter((s) => s === 400)).toHaveLength(5)
    expect(statuses.filter((s) => s === 429)).toHaveLength(15)
  })

  it("a right password takes its own attempt back; the count is the account's, not the session's", async () => {
    const user = await seedUser(ctx.db, { role: 'teacher' })
    const first = await login(ctx.app, user.email!)
    for (let i = 0; i < 4; i++)
      expect((await guess(first.token, `Adivina${i}!x`)).statusCode).toBe(400)
    // A mistake in the new password still checked the current one, which was right.
    const weak = await change(first.token, {
      current_password: TEST_PASSWORD,
      new_password: 'debil',
      confirm_password: 'debil',
    })
    expect(weak.statusCode).toBe(400)
    expect(weak.json().code).toBe('PASSWORD_WEAK')
    const second = await login(ctx.app, user.email!)
    expect((await guess(second.token, 'Adivina9!x')).statusCode).toBe(400)
    expect((await guess(second.token, TEST_PASSWORD)).statusCode).toBe(429)
  })
})
