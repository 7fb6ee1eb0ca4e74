import { beforeAll, describe, expect, it } from 'vitest'
import { inArray } from 'drizzle-orm'
import { auditLog, discountTiers } from '#server/db/schema.ts'
import { defaultValidFrom } from '#shared/billing/price-in-force.ts'
import { useTestApp } from '../helpers/test-app.ts'
import { signIn, type Caller } from './api.ts'

const ctx = useTestApp()
let admin: Caller
let superadmin: Caller
let teacher: Caller
beforeAll(async () => {
  admin = await signIn(ctx, 'admin')
  superadmin = await signIn(ctx, 'superadmin')
  teacher = await signIn(ctx, 'teacher')
})

const TIER_ID = '00000000-0000-4000-8000-000000000001'
const reads = [
  '/api/prices/class_prices',
  '/api/prices/transport_price',
  '/api/prices/service_fee',
  '/api/prices/discount_tiers',
]
const writes: [method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object][] = [
  ['POST', '/api/prices/class_prices', { class_type: 'group', price: 1000 }],
  ['POST', '/api/prices/transport_price?price=100'],
  ['POST', '/api/prices/service_fee?fee_amount=100'],
  [
    'POST',
    '/api/prices/discount_tiers',
    { min_classes: 1, max_classes: 2, discount_percentage: 5 },
  ],
  ['PATCH', `/api/prices/discount_tiers/${TIER_ID}`, { discount_percentage: 5 }],
  ['DELETE', `/api/prices/discount_tiers/${TIER_ID}`],
]

describe('who may use the prices', () => {
  it.each(reads)('GET %s: admin and superadmin read, teacher 403, anonymous 401', async (url) => {
    expect((await admin.get(url)).statusCode).toBe(200)
    expect((await superadmin.get(url)).statusCode).toBe(200)
    const forbidden = await teacher.get(url)
    expect(forbidden.statusCode).toBe(403)
    expect(forbidden.json()).toEqual({
      detail: 'No tienes permisos para realizar esta acción.',
      code: 'FORBIDDEN',
    })
    expect((await ctx.app.inject({ url })).statusCode).toBe(401)
  })

  it.each(writes)('%s %s: a teacher gets 403 and nothing is written', async (method, url, body) => {
    const response = await teacher.send(method, url, body)
    expect(response.statusCode).toBe(403)
    const anonymous = await ctx.app.inject({ method, url, ...(body ? { payload: body } : {}) })
    expect(anonymous.statusCode).toBe(401)
    const priceEntities = ['class_price', 'transport_price', 'service_fee', 'discount_tier']
    const written = await ctx.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.entity, priceEntities))
    expect(written).toEqual([])
  })
})

describe('Idempotency-Key on price writes', () => {
  it('replays a tier creation with the stored answer instead of creating it twice', async () => {
    const headers = { 'idempotency-key': 'crear-nivel-1' }
    const body = { min_classes: 10, max_classes: 12, discount_percentage: 7.5 }
    const first = await admin.send('POST', '/api/prices/discount_tiers', body, headers)
    expect(first.statusCode).toBe(201)
    // Without the key the same body would now clash with the tier just created.
    const replay = await admin.send('POST', '/api/prices/discount_tiers', body, headers)
    expect(replay.statusCode).toBe(201)
    expect(replay.json()).toEqual(first.json())
    expect(replay.headers['idempotent-replayed']).toBe('true')
    expect(await ctx.db.select().from(discountTiers)).toHaveLength(1)
  })

  it('replays a query-string save and refuses the key with another price (422)', async () => {
    const headers = { 'idempotency-key': 'transporte-1' }
    const first = await admin.send(
      'POST',
      '/api/prices/transport_price?price=2000',
      undefined,
      headers,
    )
    await admin.send('POST', '/api/prices/transport_price?price=2500')
    const replay = await admin.send(
      'POST',
      '/api/prices/transport_price?price=2000',
      undefined,
      headers,
    )
    expect(replay.json()).toEqual(first.json())
    expect(replay.headers['idempotent-replayed']).toBe('true')
    // Both saves apply from next month (the default), the second correcting the first.
    expect((await admin.get('/api/prices/history')).json().transport_price).toEqual([
      { price: 2500, exempt: false, valid_from: defaultValidFrom() },
    ])

    const reused = await admin.send(
      'POST',
      '/api/prices/transport_price?price=3000',
      undefined,
      headers,
    )
    expect(reused.statusCode).toBe(422)
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED')
  })

  it('replays a delete with its empty 204', async () => {
    const created = await admin.send('POST', '/api/prices/discount_tiers', {
      min_classes: 20,
      max_classes: 30,
      discount_percentage: 10,
    })
    const url = `/api/prices/discount_tiers/${created.json().id}`
    const headers = { 'idempotency-key': 'borrar-nivel-1' }
    expect((await admin.send('DELETE', url, undefined, headers)).statusCode).toBe(204)
    const replay = await admin.send('DELETE', url, undefined, headers)
    expect(replay.statusCode).toBe(204)
    expect(replay.body).toBe('')
  })
})
