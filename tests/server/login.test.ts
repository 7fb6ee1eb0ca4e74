import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { auditLog } from '#server/db/schema.ts'
import { useTestApp } from './helpers/test-app.ts'
import { TEST_PASSWORD, deactivate, login, seedUser } from './helpers/fixtures.ts'

const ctx = useTestApp()

describe('POST /api/login', () => {
  it.each(['superadmin', 'admin', 'teacher'] as const)('signs in an active %s', async (role) => {
    const user = await seedUser(ctx.db, { role })
    const result = await login(ctx.app, user.email!.toUpperCase())
    expect(result.status).toBe(200)
    expect(result.body.user).toEqual({
      id: user.id,
      name: user.name,
      last_name: user.last_name,
      email: user.email,
      role,
      must_change_password: false,
    })
    expect(result.token.split('.')).toHaveLength(3)
    expect(result.refreshCookie).toBeTruthy()
  })

  it('sets the refresh cookie HttpOnly, SameSite=Strict, scoped to /api/refresh', async () => {
    const user = await seedUser(ctx.db, { role: 'teacher' })
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    })
    const header = String(response.headers['set-cookie'])
    expect(header).toMatch(/HttpOnly/)
    expect(header).toMatch(/SameSite=Strict/)
    expect(header).toMatch(/Path=\/api\/refresh/)
    // Plain HTTP without an https PUBLIC_URL: Secure would stop the browser from keeping it.
    expect(header).not.toMatch(/Secure/)
  })

  it('does not take a Host header as HTTPS (proxy-https.test.ts: when the cookie is Secure)', async () => {
    const user = await seedUser(ctx.db, { role: 'teacher' })
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { host: 'escuela.example.cl' },
      payload: { email: user.email, password: TEST_PASSWORD },
    })
    expect(response.statusCode).toBe(200)
    expect(String(response.headers['set-cookie'])).not.toMatch(/Secure/)
  })

  it('answers a wrong password and an unknown e-mail identically', async () => {
    const user = await seedUser(ctx.db, { role: 'admin' })
    const wrong = await login(ctx.app, user.email!, 'Incorrecta1!', '10.0.0.2')
    const unknown = await login(ctx.app, 'nadie@prueba.cl', TEST_PASSWORD, '10.0.0.2')
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(wrong.body).toEqual(unknown.body)
    expect(wrong.body.detail).toBe('Correo electrónico o contraseña incorrectos.')
    expect(wrong.refreshCookie).toBeUndefined()
  })

  it('refuses the 11th failed attempt for one account within 15 minutes, even with the right password', async () => {
    const user = await seedUser(ctx.db, { role: 'teacher' })
    for (let i = 0; i < 10; i++) {
      const attempt = await login(ctx.app, user.email!, `Mala${i}!`, `10.1.0.${i}`)
      expect(attempt.status).toBe(401)
    }
    const eleventh = await login(ctx.app, user.email!, TEST_PASSWORD, '10.1.0.99')
    expect(eleventh.status).toBe(429)
    expect(eleventh.body.code).toBe('ACCOUNT_LOCKED')
    expect(eleventh.body.detail).toMatch(/intentos/)
  })

  it.each(['student', 'supporter'] as const)('does not let a %s sign in', async (role) => {
    const user = await seedUser(ctx.db, { role })
    const result = await login(ctx.app, user.email!, TEST_PASSWORD, '10.2.0.1')
    expect(result.status).toBe(401)
    expect(result.body.code).toBe('INVALID_CREDENTIALS')
  })

  it('does not let a deactivated staff member sign in', async () => {
    const user = await seedUser(ctx.db, { role: 'admin' })
    await deactivate(ctx.db, user.id)
    expect((await login(ctx.app, user.email!, TEST_PASSWORD, '10.2.0.2')).status).toBe(401)
  })

  it('writes an audit entry for a successful sign-in', async () => {
    const user = await seedUser(ctx.db, { role: 'teacher' })
    await login(ctx.app, user.email!)
    const rows = await ctx.db.select().from(auditLog).where(eq(auditLog.actor_id, user.id))
    expect(rows.map((r) => r.action)).toContain('login')
  })
})
