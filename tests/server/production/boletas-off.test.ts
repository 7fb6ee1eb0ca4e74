// Where the OpenFactura simulator is mounted: in development and demo (no OPENFACTURA_API_KEY), so
// boletas are issued over real HTTP to this very server, its folios going on from the database's;
// never in production, where without a key
// nothing is sent anywhere and the server says so once at start.
import { describe, expect, it } from 'vitest'
import { buildApp } from '#server/app.ts'
import { boletas } from '#server/db/schema.ts'
import { boletaRuntime } from '#server/dte/runtime.ts'
import { BOLETA_SIMULATOR_PREFIX } from '#server/dte/simulator.ts'
import { useProductionApp } from '../helpers/production-app.ts'
import { concretePath } from '../helpers/route-table.ts'
import { openTestDatabase, testConfig, firstSchoolDb } from '../helpers/test-app.ts'

const production = useProductionApp(BOLETA_SIMULATOR_PREFIX)

describe('production without a boleta provider', () => {
  it('has no provider: documents are left for the school to issue', () => {
    expect(boletaRuntime(production.app.config, production.app.server)).toMatchObject({
      mode: 'none',
      provider: null,
      simulator: null,
    })
  })

  it('answers 404 on every path of the OpenFactura simulator', async () => {
    expect(production.simulatorRoutes.length).toBeGreaterThanOrEqual(2)
    for (const route of production.simulatorRoutes) {
      const url = concretePath(route.url, 'a'.repeat(64))
      const response = await production.app.inject({ method: route.method, url, payload: {} })
      expect(response.statusCode, `${route.method} ${url}`).toBe(404)
    }
  })

  it('logged one warning at start naming what to configure', () => {
    const warnings = production.lines.filter((line) => line.includes('OPENFACTURA_API_KEY'))
    expect(warnings).toHaveLength(1)
    expect(JSON.parse(warnings[0]!).msg).toMatch(/por emitir/)
  })
})

describe('development without a boleta provider', () => {
  it('mounts the simulator and issues a boleta through it over HTTP, after the folios it holds', async () => {
    const dev = await openTestDatabase()
    // A restarted demo server: its database already holds boleta exenta N° 4.
    await firstSchoolDb(dev).insert(boletas).values({
      type: 41,
      status: 'issued',
      folio: 4,
      receiver_rut: '12.345.678-5',
      receiver_name: 'Ana Pérez Soto',
      items: [],
      total: 10000,
      issue_date: '2026-11-25',
    })
    const devApp = await buildApp({ config: testConfig(), db: dev.db })
    try {
      await devApp.listen({ port: 0, host: '127.0.0.1' })
      const runtime = boletaRuntime(devApp.config, devApp.server)
      expect(runtime.mode).toBe('simulator')
      const issued = await runtime.provider!.issue(
        {
          type: 41,
          issueDate: '2026-11-26',
          receiver: { rut: '12.345.678-5', name: 'Ana Pérez Soto' },
          items: [{ name: 'Clases de noviembre', quantity: 4, unitPrice: 10000, exempt: true }],
        },
        'first-boleta',
      )
      expect(issued).toMatchObject({ type: 41, folio: 5 })
      expect(issued.pdf.subarray(0, 5).toString()).toBe('%PDF-')
      expect(runtime.simulator!.all()).toHaveLength(1)
    } finally {
      await devApp.close()
      await dev.close()
    }
  })
})
