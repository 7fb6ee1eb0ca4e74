import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from './helpers/test-app.ts'
import { rutOf, seedPerson, staffSession } from './people/people-fixtures.ts'

const ctx = useTestApp()
let headers: Record<string, string>

beforeAll(async () => {
  headers = (await staffSession(ctx, 'admin')).headers
  for (let i = 0; i < 60; i++) {
    await seedPerson(ctx.db, {
      role: 'student',
      name: `Alumno ${i}`,
      last_name: 'Comprimido',
      rut: rutOf(),
      email: `alumno${i}@correo.cl`,
      phone: '+56982345678',
    })
  }
})

const students = (acceptEncoding?: string) =>
  ctx.app.inject({
    url: '/api/students',
    headers: acceptEncoding ? { ...headers, 'accept-encoding': acceptEncoding } : headers,
  })

describe('compressed API responses', () => {
  it('sends a long list plain when the client does not ask for compression', async () => {
    const response = await students()
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(response.json()).toHaveLength(60)
    expect(response.rawPayload.length).toBeGreaterThan(5_000)
  })

  it('gzips a long list for a client that accepts gzip, with the same JSON inside', async () => {
    const plain = (await students()).json()
    const response = await students('gzip, deflate')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('gzip')
    expect(response.headers['vary']).toMatch(/accept-encoding/i)
    const body = gunzipSync(response.rawPayload)
    expect(JSON.parse(body.toString('utf8'))).toEqual(plain)
    expect(response.rawPayload.length).toBeLessThan(body.length / 3)
  })

  it('prefers brotli when the browser offers it', async () => {
    const plain = (await students()).json()
    const response = await students('gzip, deflate, br')
    expect(response.headers['content-encoding']).toBe('br')
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString('utf8'))).toEqual(plain)
  })

  it('leaves a tiny answer uncompressed', async () => {
    const response = await ctx.app.inject({
      url: '/api/health',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBeUndefined()
  })
})
