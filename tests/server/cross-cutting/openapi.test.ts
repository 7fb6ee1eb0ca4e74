// GET /api/docs/json is the OpenAPI description of the whole API: every registered /api route
// appears there under its `{param}` path with its method, except routes declared hidden (the
// built-in Khipu simulator, which stands in for a third party and is no part of this API).
import type { RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type App } from '#server/app.ts'
import type { DbHandle } from '#server/db/client.ts'
import { openTestDatabase, testConfig } from '../helpers/test-app.ts'

interface OpenApiDocument {
  openapi: string
  paths: Record<string, Record<string, unknown>>
}

let app: App
let database: DbHandle
const seen: RouteOptions[] = []
beforeAll(async () => {
  database = await openTestDatabase()
  app = await buildApp({ config: testConfig(), db: database.db, onRoute: (r) => seen.push(r) })
  await app.ready()
})
afterAll(async () => {
  await app?.close()
  await database?.close()
})

const openApiPath = (url: string) => url.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}')

function apiOperations(hidden: boolean) {
  const keys = new Set<string>()
  for (const route of seen) {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) continue
    if ((route.schema?.hide === true) !== hidden) continue
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue
      keys.add(`${method.toLowerCase()} ${openApiPath(route.url)}`)
    }
  }
  return [...keys].sort()
}

describe('OpenAPI document', () => {
  it('lists every registered /api route with its methods and {param} paths', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(response.statusCode).toBe(200)
    const document = response.json() as OpenApiDocument
    expect(document.openapi).toMatch(/^3\./)
    const documented = Object.entries(document.paths)
      .flatMap(([path, item]) => Object.keys(item).map((method) => `${method} ${path}`))
      .filter((key) => !key.startsWith('head '))
      .sort()
    const expected = apiOperations(false)
    expect(expected.length).toBeGreaterThan(50)
    expect(documented).toEqual(expected)
  })

  it('keeps hidden routes out and writes no Fastify-style :param path', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json()
    const paths = Object.keys((document as OpenApiDocument).paths)
    expect(paths.filter((path) => path.includes(':'))).toEqual([])
    for (const key of apiOperations(true)) expect(paths).not.toContain(key.split(' ')[1])
  })
})
