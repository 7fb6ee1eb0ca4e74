// Text PostgreSQL cannot store (a NUL character) is the client's fault wherever it appears: the
// API answers 400 in Spanish and stores nothing (found by the bad-input fuzz). The contract's
// text rule refuses it before the database sees it.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { users } from '#server/db/schema.ts'
import { bearer, login, seedUser } from './helpers/fixtures.ts'
import { useTestApp } from './helpers/test-app.ts'

const ctx = useTestApp()
let headers: Record<string, string>
beforeAll(async () => {
  const admin = await seedUser(ctx.db, { role: 'admin' })
  headers = bearer((await login(ctx.app, admin.email!)).token)
})

const INVALID_TEXT = {
  code: 'VALIDATION_ERROR',
  detail: 'El texto contiene caracteres invisibles o de control no permitidos.',
}

describe('text with a NUL character', () => {
  it('in a search answers 400', async () => {
    const response = await ctx.app.inject({ url: '/api/admins?search=%00', headers })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual(INVALID_TEXT)
  })

  it('in a body answers 400 and creates nothing', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/supporters',
      headers,
      payload: {
        name: 'Ana\u0000',
        last_name: 'Pérez',
        rut: '11.111.111-1',
        email: 'ana@correo.cl',
        phone: '+56982345678',
      },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual(INVALID_TEXT)
    expect(await ctx.db.select().from(users).where(eq(users.email, 'ana@correo.cl'))).toEqual([])
  })
})
