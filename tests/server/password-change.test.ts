import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { auditLog } from '#server/db/schema.ts'
import { createTestApp, type TestContext } from './helpers/test-app.ts'
import { TEST_PASSWORD, bearer, login, refresh, seedUser } from './helpers/fixtures.ts'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp()
})
afterAll(() => ctx.close())

const change = (token: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/users/me/password', headers: bearer(token), payload })

describe('POST /api/users/me/password', () => {
  it('rejects a wrong current password', async () => {
    const user = await seedUser(ctx.db, { role: 'teacher' })
    const { token } = await login(ctx.app, user.email!)
    const response = await change(token, {
      current_password: 'NoEsLaClave1!',
      new_password: 'Nueva123!',
      confirm_password: 'Nueva123!',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      detail: 'La contraseña actual es incorrecta.',
      code: 'CURRENT_PASSWORD_INCORRECT',
    })
  })

  it('rejects a new password that breaks the rules', async () => {
    const user = await seedUser(ctx.db, { role: 'teacher' })
    const { token } = await login(ctx.app, user.email!)
    const response = await change(token, {
      current_password: TEST_PASSWORD,
      new_password: 'sinmayus1!',
      confirm_password: 'sinmayus1!',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().detail).toBe('La nueva contraseña no cumple con todos los requisitos.')
  })

  it('rejects a confirmation that does not match', async () => {
    const user = await seedUser(ctx.db, { role: 'teacher' })
    const { token } = await login(ctx.app, user.email!)
    const response = await change(token, {
      current_password: TEST_PASSWORD,
      new_password: 'Nueva123!',
      confirm_password: 'Nueva124!',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().detail).toBe('Las contraseñas no coinciden.')
  })

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
