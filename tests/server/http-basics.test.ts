import { describe, expect, it } from 'vitest'
import { buildApp } from '#server/app.ts'
import { useTestApp, testConfig, createTestApp } from './helpers/test-app.ts'
import { bearer, login, seedUser } from './helpers/fixtures.ts'

const ctx = useTestApp()

const postLogin = (payload: string, contentType = 'application/json') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'content-type': contentType },
    payload,
  })

describe('health and docs', () => {
  it('GET /api/health answers ok and the version', async () => {
    const response = await ctx.app.inject({ url: '/api/health' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      status: 'ok',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
    })
  })

  it('publishes an OpenAPI document generated from the zod schemas', async () => {
    const response = await ctx.app.inject({ url: '/api/docs/json' })
    expect(response.statusCode).toBe(200)
    const login = response.json().paths['/api/login'].post
    expect(login.requestBody.content['application/json'].schema.required).toEqual([
      'email',
      'password',
    ])
  })
})

describe('bad input gets 400 with a Spanish detail, never 500', () => {
  it('malformed JSON', async () => {
    const response = await postLogin('{"email": ')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      detail: 'El cuerpo de la solicitud no es un JSON válido.',
      code: 'INVALID_JSON',
    })
  })

  it('an unknown field, naming it', async () => {
    const response = await postLogin(
      JSON.stringify({ email: 'a@b.cl', password: 'x', admin: true }),
    )
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      detail: "Campo no permitido: 'admin'.",
      code: 'VALIDATION_ERROR',
    })
  })

  it('a wrong type, naming the field', async () => {
    const response = await postLogin(JSON.stringify({ email: 'a@b.cl', password: 12345 }))
    expect(response.statusCode).toBe(400)
    expect(response.json().detail).toBe("El campo 'password' tiene un tipo de dato incorrecto.")
  })

  it('a missing field, naming it', async () => {
    const response = await postLogin(JSON.stringify({ email: 'a@b.cl' }))
    expect(response.statusCode).toBe(400)
    expect(response.json().detail).toBe("El campo 'password' es obligatorio.")
  })

  it('a malformed e-mail, naming the field', async () => {
    const response = await postLogin(JSON.stringify({ email: 'no-es-correo', password: 'x' }))
    expect(response.statusCode).toBe(400)
    expect(response.json().detail).toBe("El campo 'email' no es válido.")
  })

  it('a body that is not an object', async () => {
    const response = await postLogin('[1,2]')
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('VALIDATION_ERROR')
  })

  it('a wrong content type', async () => {
    const response = await postLogin('email=a@b.cl', 'application/x-www-form-urlencoded')
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE')
  })

  it('an oversize body', async () => {
    const big = JSON.stringify({ email: 'a@b.cl', password: 'x'.repeat(1_100_000) })
    const response = await postLogin(big)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      detail: 'El cuerpo de la solicitud es demasiado grande.',
      code: 'BODY_TOO_LARGE',
    })
  })

  it('an invalid query parameter, naming it (after the session check)', async () => {
    const anonymous = await ctx.app.inject({ url: '/api/audit?limit=abc' })
    expect(anonymous.statusCode).toBe(401)
    const admin = await seedUser(ctx.db, { role: 'admin' })
    const { token } = await login(ctx.app, admin.email!)
    const response = await ctx.app.inject({ url: '/api/audit?limit=abc', headers: bearer(token) })
    expect(response.statusCode).toBe(400)
    expect(response.json().detail).toMatch(/'limit'/)
  })
})

describe('unexpected failures', () => {
  it('answer 500 with a generic Spanish detail and no internals', async () => {
    const app = await buildApp({ config: testConfig(), db: ctx.db })
    app.get('/api/boom', { config: { public: true } }, async () => {
      throw new Error('relation "secret_table" does not exist')
    })
    const response = await app.inject({ url: '/api/boom' })
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({
      detail: 'Ocurrió un error inesperado en el servidor; hay que intentarlo de nuevo más tarde.',
      code: 'INTERNAL_ERROR',
    })
    expect(response.body).not.toMatch(/secret_table|at /)
    await app.close()
  })
})

describe('unknown routes', () => {
  it.each(['GET', 'POST', 'DELETE'] as const)(
    '%s on an unknown /api path is a JSON 404',
    async (method) => {
      const response = await ctx.app.inject({ method, url: '/api/no-existe' })
      expect(response.statusCode).toBe(404)
      expect(response.headers['content-type']).toMatch(/application\/json/)
      expect(response.json()).toEqual({
        detail: 'El recurso solicitado no existe.',
        code: 'NOT_FOUND',
      })
    },
  )
})

describe('security headers', () => {
  it('sends a strict CSP (no inline script but the one loader, by its hash) and the usual protections', async () => {
    const response = await ctx.app.inject({ url: '/api/health' })
    const csp = String(response.headers['content-security-policy'])
    expect(csp).toMatch(/default-src 'self'/)
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'(;|$)/)
    expect(csp).not.toMatch(/unsafe-inline[^;]*;.*script-src|script-src[^;]*unsafe-inline/)
    expect(csp).toMatch(/frame-ancestors 'none'/)
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['referrer-policy']).toBe('no-referrer')
    expect(response.headers['strict-transport-security']).toBeUndefined()
  })

  it('adds HSTS over HTTPS only, whatever the Host (proxy-https.test.ts: behind a proxy)', async () => {
    const plain = await ctx.app.inject({
      url: '/api/health',
      headers: { host: 'escuela.example.cl' },
    })
    expect(plain.headers['strict-transport-security']).toBeUndefined()
    const other = await createTestApp({ publicUrl: 'https://escuela.example.cl' })
    const response = await other.app.inject({ url: '/api/health' })
    await other.close()
    expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/)
  })

  it('allows a configured analytics origin in the CSP', async () => {
    const other = await createTestApp({
      analytics: { script_url: 'https://stats.example.net/js/script.js' },
    })
    const response = await other.app.inject({ url: '/api/health' })
    expect(String(response.headers['content-security-policy'])).toMatch(
      /script-src 'self' 'sha256-[^']+' https:\/\/stats\.example\.net/,
    )
    await other.close()
  })
})
