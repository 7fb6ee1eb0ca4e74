import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  concretePath,
  createTestAppWithRoutes,
  type RegisteredRoute,
} from '../helpers/route-table.ts'

let ctx: Awaited<ReturnType<typeof createTestAppWithRoutes>>
beforeAll(async () => {
  ctx = await createTestAppWithRoutes()
})
afterAll(() => ctx.close())

const has = (routes: RegisteredRoute[], method: string, url: string) =>
  routes.some((route) => route.method === method && route.url === url)

describe('route table helper', () => {
  it('lists the prices routes with their methods and no HEAD twins', () => {
    const prices = ctx.routes.filter((route) => route.url.startsWith('/api/prices/'))
    expect(prices.map((route) => `${route.method} ${route.url}`)).toEqual([
      'GET /api/prices/class_prices',
      'POST /api/prices/class_prices',
      'GET /api/prices/discount_tiers',
      'POST /api/prices/discount_tiers',
      'DELETE /api/prices/discount_tiers/:id',
      'PATCH /api/prices/discount_tiers/:id',
      'GET /api/prices/history',
      'GET /api/prices/service_fee',
      'POST /api/prices/service_fee',
      'GET /api/prices/transport_price',
      'POST /api/prices/transport_price',
    ])
    expect(prices.every((route) => !route.public)).toBe(true)
  })

  it('marks public routes and leaves out the docs and the client', () => {
    expect(ctx.routes).toContainEqual({ method: 'POST', url: '/api/login', public: true })
    expect(ctx.routes).toContainEqual({ method: 'GET', url: '/api/me', public: false })
    expect(ctx.routes.some((route) => !route.url.startsWith('/api/'))).toBe(false)
    expect(ctx.routes.some((route) => route.url.startsWith('/api/docs'))).toBe(false)
    expect(has(ctx.routes, 'HEAD', '/api/me')).toBe(false)
  })

  it('gives concrete paths that reach the listed route', async () => {
    const path = concretePath('/api/prices/discount_tiers/:id')
    expect(path).toMatch(/^\/api\/prices\/discount_tiers\/[0-9a-f-]{36}$/)
    const response = await ctx.app.inject({ method: 'DELETE', url: path })
    expect(response.statusCode).toBe(401)
  })
})
