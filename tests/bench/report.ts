// Prints the large-school figures as plain tables, with the DESIGN §10 budgets beside them.
import { budget } from './budget-guard.ts'
import { LIGHT_CONNECTIONS, type LargeSchoolFigures } from './large-school-bench.ts'

const P99_BUDGET_MS = 50
const NO_CHANGE_PULL_BUDGET_BYTES = 300
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

export function table(header: string[], rows: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ')
  console.log(`  ${line(header)}`)
  console.log(`  ${widths.map((w) => '-'.repeat(w)).join('  ')}`)
  for (const row of rows) console.log(`  ${line(row)}`)
}

export function printLargeSchool(figures: LargeSchoolFigures) {
  console.log(
    `\nLarge school on ${figures.database}: ${figures.seededRows.toLocaleString('en')} rows ` +
      `seeded in ${(figures.seedMs / 1000).toFixed(1)} s`,
  )
  for (const [connections, load] of [
    [50, figures.load],
    [LIGHT_CONNECTIONS, figures.lightLoad],
  ] as const) {
    table(
      [
        `endpoint (${connections} connections)`,
        'req/s',
        'p50 ms',
        'p99 ms',
        'errors',
        'non-2xx',
        connections === LIGHT_CONNECTIONS ? 'p99 <= 50 ms' : '',
      ],
      load.map(({ name, figure }) => [
        name,
        figure.requestsPerSecond.toFixed(0),
        figure.p50.toFixed(0),
        figure.p99.toFixed(0),
        String(figure.errors),
        String(figure.non2xx),
        // DESIGN §10: the p99 budget is for 5 connections; at 50, throughput against a floor.
        connections === LIGHT_CONNECTIONS
          ? budget({
              label: `${figures.database}: ${name} p99 at ${connections} connections`,
              value: figure.p99,
              budget: P99_BUDGET_MS,
              unit: 'ms',
            })
          : '',
      ]),
    )
  }
  const { billing, boletas, sync, roster } = figures
  console.log(
    `  GET /api/students on the wire: ${kb(roster.plainBytes)} plain, ${kb(roster.gzipBytes)} gzip, ` +
      `${kb(roster.brBytes)} brotli`,
  )
  if (billing) {
    console.log(
      `  billing run ${billing.period}: ${billing.created} invoices in ${billing.firstMs.toFixed(0)} ms ` +
        `(budget 2000 ms: ${budget({ label: `${figures.database}: billing run of 2,000 invoices`, value: billing.firstMs, budget: 2000, unit: 'ms' })}); re-run with nothing to change ` +
        `${billing.rerunMs.toFixed(0)} ms`,
    )
  }
  if (boletas) {
    console.log(
      `  boletas of the billed month: ${boletas.issued} issued through the OpenFactura simulator in ` +
        `${(boletas.ms / 1000).toFixed(1)} s (${(boletas.ms / Math.max(1, boletas.issued)).toFixed(1)} ms each); ` +
        `heap +${boletas.heapMb.toFixed(0)} MB, resident +${boletas.rssMb.toFixed(0)} MB at the peak`,
    )
  }
  if (sync) {
    console.log(
      `  sync initial pull (admin): ${sync.initialMs.toFixed(0)} ms (budget 3000 ms: ` +
        `${budget({ label: `${figures.database}: an admin's initial pull`, value: sync.initialMs, budget: 3000, unit: 'ms' })}), ` +
        `${kb(sync.rawBytes)} raw, ${kb(sync.gzipBytes)} gzip (budget 2048 KB: ` +
        `${budget({ label: `${figures.database}: an admin's initial pull, gzip`, value: sync.gzipBytes / 1024, budget: 2048, unit: 'KB' })}); ` +
        `no-change pull ${sync.noChangeBytes} bytes (budget ${NO_CHANGE_PULL_BUDGET_BYTES}: ` +
        `${budget({ label: `${figures.database}: an admin's no-change pull`, value: sync.noChangeBytes, budget: NO_CHANGE_PULL_BUDGET_BYTES, unit: 'B' })})`,
    )
  }
}
