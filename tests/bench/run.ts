// `npm run bench`: measures the performance budgets of DESIGN §10 and prints them: the public home
// bundle, server cold start and login, Lighthouse and the offline sync bench (when their modules
// can run here), then the API on a large school on PGlite and PostgreSQL (large-school-bench.ts),
// and on PostgreSQL 100 schools on one database with two bursts (many-schools-bench.ts).
// BENCH_SECONDS sets each load run's length (default 10); BENCH_DATABASE_URL a PostgreSQL server.
// BENCH_ONLY=many-schools runs only the many-schools part and the large school alone on PostgreSQL
// it is compared with; BENCH_SCHOOLS sets how many schools it has (default 100).
import { buildClientIfStale } from '../../scripts/client-build.mjs'
import { GUARDIAN_PAGES_ENV } from '../e2e/support/guardian-pages.ts'
import { startServer } from '../e2e/support/server.ts'
import { benchDatabases } from './bench-database.ts'
import { budget, guardSummary } from './budget-guard.ts'
import { homePageJs } from './home-bundle.ts'
import { benchLargeSchool, type LargeSchoolFigures } from './large-school-bench.ts'
import { benchManySchools } from './many-schools-bench.ts'
import { printManySchools } from './many-schools-report.ts'
import { printLargeSchool } from './report.ts'

const onlyManySchools = process.env.BENCH_ONLY === 'many-schools'

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

async function timeLogins(url: string, count: number) {
  const times: number[] = []
  for (let i = 0; i < count; i++) {
    const started = performance.now()
    const res = await fetch(`${url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.cl', password: 'Demo1234!' }),
    })
    if (!res.ok) throw new Error(`login failed: ${res.status}`)
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return { p50: times[Math.floor(count / 2)] ?? 0, max: times.at(-1) ?? 0 }
}

/** A part that needs something this machine may lack (Chromium) reports that and lets the rest run. */
async function optional(name: string, part: () => Promise<void>) {
  try {
    await part()
  } catch (error) {
    console.log(`\n${name}: not measured (${error instanceof Error ? error.message : error})`)
  }
}

const benchStarted = performance.now()
if (!onlyManySchools) {
  await buildClientIfStale()
  const bundle = homePageJs('dist/client')
  console.log('\nPublic home page, JS on the critical path (gzip; budget 170 KB):')
  for (const f of bundle.files) console.log(`  ${f.file.padEnd(48)} ${kb(f.gzipBytes)}`)
  console.log(
    `  total ${kb(bundle.totalGzipBytes)}: ${budget({ label: 'public home page, JS on the critical path (gzip)', value: bundle.totalGzipBytes / 1024, budget: 170, unit: 'KB' })}`,
  )

  const started = performance.now()
  // The guardian pages' Lighthouse run signs a personal link with the server's secret.
  const server = await startServer(GUARDIAN_PAGES_ENV)
  const coldStart = performance.now() - started
  try {
    console.log(
      `\nServer cold start on a new embedded database with the demo school: ${coldStart.toFixed(0)} ms`,
    )
    const logins = await timeLogins(server.url, 9)
    console.log(
      `Login (argon2id m=19456,t=2,p=1): p50 ${logins.p50.toFixed(1)} ms, max ${logins.max.toFixed(1)} ms`,
    )
    await optional('Lighthouse', async () => {
      const { measureLighthouse, printLighthouse } = await import('./lighthouse.ts')
      printLighthouse(await measureLighthouse(server.url))
    })
  } finally {
    await server.stop()
  }

  await optional('Offline sync bench', async () => {
    const { benchOfflineSync } = await import('./offline-sync.ts')
    await benchOfflineSync()
  })
  await optional('Offline cold start', async () =>
    (await import('./offline-cold-start.ts')).benchOfflineColdStart(),
  )
  await optional('Outbox replay', async () =>
    (await import('./offline-replay.ts')).benchOfflineReplay(),
  )
  await optional("A teacher's first sign-in", async () =>
    (await import('./teacher-first-sign-in.ts')).benchTeacherFirstSignIn(),
  )
}

const databases = await benchDatabases()
const postgres = databases.find((database) => database.label === 'PostgreSQL')
// The large school alone on PostgreSQL is measured once: it is also what many schools compare to.
let postgresAlone: LargeSchoolFigures | undefined
for (const database of onlyManySchools ? databases.filter((d) => d === postgres) : databases) {
  const figures = await benchLargeSchool(database)
  printLargeSchool(figures)
  if (database === postgres) postgresAlone = figures
}
if (postgres) printManySchools(await benchManySchools(postgres), postgresAlone)
else console.log('\nMany schools: not measured (no PostgreSQL answers; set BENCH_DATABASE_URL)')
guardSummary()
console.log(`\nBench finished in ${((performance.now() - benchStarted) / 1000).toFixed(0)} s`)
