// `npm run bench`: measures the performance budgets of DESIGN §10 that exist so far and prints them.
import { buildClientIfStale } from '../../scripts/client-build.mjs'
import { startServer } from '../e2e/support/server.ts'
import { homePageJs } from './home-bundle.ts'

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

await buildClientIfStale()
const bundle = homePageJs('dist/client')
console.log('\nPublic home page, JS on the critical path (gzip; budget 170 KB):')
for (const f of bundle.files) console.log(`  ${f.file.padEnd(48)} ${kb(f.gzipBytes)}`)
console.log(`  total ${kb(bundle.totalGzipBytes)}`)

const started = performance.now()
const server = await startServer()
const coldStart = performance.now() - started
try {
  console.log(
    `\nServer cold start on a new embedded database with the demo school: ${coldStart.toFixed(0)} ms`,
  )
  const logins = await timeLogins(server.url, 9)
  console.log(
    `Login (argon2id m=19456,t=2,p=1): p50 ${logins.p50.toFixed(1)} ms, max ${logins.max.toFixed(1)} ms`,
  )
} finally {
  await server.stop()
}
