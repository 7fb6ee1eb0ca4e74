// Prints the many-schools figures: the large school alone beside the large school among 100 (with
// the change and whether it stays within 10 %), then the Saturday and first-of-the-month bursts.
import { budget } from './budget-guard.ts'
import type { LargeSchoolFigures } from './large-school-bench.ts'
import { percentile } from './host-http.ts'
import type { ManySchoolsFigures } from './many-schools-bench.ts'
import { expectedLanding } from './saturday-noon-burst.ts'
import { table } from './report.ts'

const TOLERANCE = 0.1
const ms = (value: number) => value.toFixed(0)

interface Compared {
  name: string
  single: number | undefined
  many: number
  /** Requests per second: more is better; every other figure here is a time. */
  moreIsBetter?: boolean
}

function comparedRow({ name, single, many, moreIsBetter }: Compared): string[] {
  if (single === undefined) return [name, '-', ms(many), '-', 'not measured alone']
  const change = single === 0 ? 0 : (many - single) / single
  const worse = moreIsBetter ? -change : change
  const flag =
    Math.abs(change) <= TOLERANCE
      ? 'within 10 %'
      : worse > 0
        ? 'NOT within 10 % (worse)'
        : 'not within 10 % (better)'
  // The guard holds throughputs (the p99 of one short run here is not steady enough to).
  if (moreIsBetter && many > 0) {
    budget({
      label: `among many schools: ${name} (alone / among many)`,
      value: single / many,
      budget: 1 + TOLERANCE,
      unit: 'x',
    })
  }
  return [
    name,
    ms(single),
    ms(many),
    `${change >= 0 ? '+' : ''}${(change * 100).toFixed(1)} %`,
    flag,
  ]
}

function comparison(figures: ManySchoolsFigures, alone: LargeSchoolFigures | undefined) {
  const rows: Compared[] = figures.large.load.flatMap(({ name, figure }) => {
    const single = alone?.load.find((l) => l.name === name)?.figure
    return [
      { name: `${name} p99 ms`, single: single?.p99, many: figure.p99 },
      {
        name: `${name} req/s`,
        single: single?.requestsPerSecond,
        many: figure.requestsPerSecond,
        moreIsBetter: true,
      },
    ]
  })
  rows.push(
    {
      name: 'sync initial pull (admin) ms',
      single: alone?.sync?.initialMs,
      many: figures.large.syncInitialMs,
    },
    // NOTE: among many schools the run is the job's (forEachSchool): its job_runs claim included.
    { name: 'billing run ms', single: alone?.billing?.firstMs, many: figures.billing.largeMs },
    {
      name: 'billing re-run ms',
      single: alone?.billing?.rerunMs,
      many: figures.billing.largeRerunMs,
    },
  )
  table(
    ['large school', '1 school', `${figures.schools} schools`, 'change', ''],
    rows.map(comparedRow),
  )
  const errors = figures.large.load.filter((l) => l.figure.errors + l.figure.non2xx > 0)
  for (const { name, figure } of errors) {
    console.log(`  ${name} among many: ${figure.errors} errors, ${figure.non2xx} non-2xx`)
  }
}

const latencyRow = (name: string, values: number[]) => [
  name,
  String(values.length),
  ms(percentile(values, 50)),
  ms(percentile(values, 99)),
  ms(Math.max(0, ...values)),
]

function saturday({ saturday: s, schools }: ManySchoolsFigures) {
  console.log(
    `\nBurst "Saturday noon": ${s.phones} teachers' phones of ${schools} schools back online at ` +
      `once, ${s.changes / s.phones} changes each, then a pull; all done in ${(s.wallMs / 1000).toFixed(1)} s`,
  )
  table(
    ['request', 'count', 'p50 ms', 'p99 ms', 'max ms'],
    [latencyRow('POST /api/sync/push', s.pushMs), latencyRow('GET /api/sync?cursor', s.pullMs)],
  )
  const expected = expectedLanding(s.phones)
  const landed = (Object.keys(expected) as (keyof typeof expected)[])
    .map((key) => `${key} ${s.landed[key]}/${expected[key]}`)
    .join(', ')
  const exact = (Object.keys(expected) as (keyof typeof expected)[]).every(
    (key) => s.landed[key] === expected[key],
  )
  console.log(
    `  applied ${s.applied}/${s.changes}; in the database: ${landed} -> ${exact ? 'every change landed exactly once' : 'MISMATCH'}`,
  )
  console.log(
    `  created classes each phone's own pull returned: ${s.seenInPull}/${expected.sessions}`,
  )
  if (s.errors.length > 0) console.log(`  ${s.errors.length} phones failed, e.g. ${s.errors[0]}`)
}

function firstOfTheMonth(figures: ManySchoolsFigures) {
  const { billing, payments, notifications, schools } = figures
  console.log(
    `\nBurst "first of the month": billing run ${billing.period} of ${schools} schools, one after ` +
      `the other as the job runs it: ${billing.created} invoices in ${(billing.totalMs / 1000).toFixed(1)} s`,
  )
  table(
    ['per school', 'count', 'p50 ms', 'p99 ms', 'max ms'],
    [latencyRow('billing job', billing.perSchoolMs)],
  )
  const outcomes = payments.outcomes
  const kinds: [string, (o: (typeof outcomes)[number]) => number | undefined][] = [
    ['GET /api/portal/invoices/{rut}', (o) => o.lookupMs],
    ['POST /api/portal/payments (start)', (o) => o.startMs],
    ["Khipu's 'Pagar' (simulator, waits for the notify)", (o) => o.bankMs],
    ['GET /api/portal/invoices/{id}/payments', (o) => o.returnMs],
  ]
  console.log(
    `  then ${payments.guardians} guardians of every school pay, ${payments.concurrency} at a ` +
      `time: ${(payments.wallMs / 1000).toFixed(1)} s in all`,
  )
  table(
    ['request', 'count', 'p50 ms', 'p99 ms', 'max ms'],
    [
      ...kinds.map(([name, of]) =>
        latencyRow(
          name,
          outcomes.flatMap((o) => (of(o) === undefined ? [] : [of(o)!])),
        ),
      ),
      latencyRow('POST /api/payments/khipu/notify (from Khipu)', notifications.ms),
    ],
  )
  if (notifications.refused > 0) {
    console.log(`  the app refused ${notifications.refused} of Khipu's notifications`)
  }
  const invoices = outcomes.reduce((sum, o) => sum + (o.paid ? o.invoices : 0), 0)
  const paid = outcomes.filter((o) => o.paid).length
  console.log(
    `  paid as the return page shows: ${paid}/${payments.guardians}; in the database: ` +
      `${payments.completedPayments} Khipu payments completed, ${payments.paidInvoices} invoices ` +
      `paid (the flows paid ${invoices})`,
  )
  const failed = outcomes.filter((o) => o.error)
  if (failed.length > 0) console.log(`  ${failed.length} flows failed, e.g. ${failed[0]!.error}`)
}

export function printManySchools(
  figures: ManySchoolsFigures,
  alone: LargeSchoolFigures | undefined,
) {
  console.log(
    `\n${figures.schools} schools on ${figures.database}: the large school and ${figures.schools - 1} ` +
      `small ones, ${figures.riders.toLocaleString('en')} riders, ` +
      `${figures.seededRows.toLocaleString('en')} rows seeded in ${(figures.seedMs / 1000).toFixed(1)} s`,
  )
  comparison(figures, alone)
  saturday(figures)
  firstOfTheMonth(figures)
}
