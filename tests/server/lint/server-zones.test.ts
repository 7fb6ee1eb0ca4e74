// The server's import zones (eslint/server-zones.js), run through the project's ESLint config on
// made-up files: what the rule refuses, and the imports it lets through.
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint()

/** The import-zone errors ESLint finds in a made-up file of these lines at `filePath`. */
async function zoneErrors(filePath: string, ...lines: string[]): Promise<string[]> {
  const [result] = await eslint.lintText(lines.join('\n'), { filePath })
  return result!.messages
    .filter((m) => m.ruleId === 'server-zones/import-zones')
    .map((m) => m.message)
}

describe('server import zones', () => {
  it('refuses SQL in a route file, relative or not', async () => {
    const errors = await zoneErrors(
      'src/server/portal/example-routes.ts',
      "import { sql } from 'drizzle-orm'",
      "import { queryRows } from '../db/client.ts'",
      "import type { Db } from '#server/db/client.ts'",
      'export const used = [sql, queryRows] as unknown as Db',
    )
    expect(errors).toEqual([
      expect.stringContaining('holds no SQL'),
      expect.stringContaining('holds no SQL'),
    ])
  })

  it("refuses another area's inner module, and lets its *-data.ts modules through", async () => {
    const errors = await zoneErrors(
      'src/server/invoices/example-data.ts',
      "import { startPayment } from '#server/payments/start-payment-data.ts'",
      "import portalRoutes from '../portal/portal-routes.ts'",
      'export const used = [startPayment, portalRoutes]',
    )
    expect(errors).toEqual([
      'Area "invoices" may import area "portal" only through its *-data.ts modules, not ../portal/portal-routes.ts.',
    ])
  })

  it('refuses upward imports: plugins into an area, core into plugins', async () => {
    const plugin = await zoneErrors(
      'src/server/plugins/example.ts',
      "import { hasOpenPayments } from '#server/payments/open-payments-data.ts'",
      'export const used = hasOpenPayments',
    )
    expect(plugin).toEqual([expect.stringContaining('may not import')])
    const core = await zoneErrors(
      'src/server/writes-example.ts',
      "import { sessionOf } from './plugins/auth.ts'",
      'export const used = sessionOf',
    )
    expect(core).toEqual([expect.stringContaining('may not import')])
  })

  it('lets entry points (jobs/, seed/, app.ts) import any module', async () => {
    const errors = await zoneErrors(
      'src/server/jobs/example.ts',
      "import { generateInvoices } from '#server/invoices/generate-invoices.ts'",
      'export const used = generateInvoices',
    )
    expect(errors).toEqual([])
  })
})
