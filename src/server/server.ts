// Process entry point: load config, open the database, prepare the app (startup.ts: migrate,
// secrets, first-start seed), listen, start the background jobs, and shut down gracefully on
// SIGTERM/SIGINT. Everything else lives in app.ts.
import { loadConfig } from '#server/config.ts'
import { openDatabase } from '#server/db/client.ts'
import { startJobs, type Jobs } from '#server/jobs/start-jobs.ts'
import { khipuRuntime } from '#server/khipu/runtime.ts'
import { boletaRuntime } from '#server/dte/runtime.ts'
import { smtpMailer } from '#server/mailer.ts'
import { prepareServer } from '#server/startup.ts'

const loaded = loadConfig()
const database = await openDatabase(loaded)
const { app, config, seeded } = await prepareServer({
  config: loaded,
  database,
  logger: { level: loaded.logLevel },
})
if (seeded.kind !== 'none') console.log(`\n${seeded.lines.join('\n')}\n`)

let closing = false
let jobs: Jobs | undefined
async function shutdown(signal: string) {
  if (closing) return
  closing = true
  app.log.info({ signal }, 'shutting down')
  const timer = setTimeout(() => process.exit(1), 10_000).unref()
  try {
    await jobs?.stop()
    await app.close()
    await database.close()
    clearTimeout(timer)
    process.exit(0)
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed')
    process.exit(1)
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))

try {
  await app.listen({ port: config.port, host: config.host })
  jobs = startJobs({
    db: database.db,
    owner: database.owner,
    khipu: khipuRuntime(config, app.server),
    boletas: boletaRuntime(config, app.server),
    mailer: smtpMailer(config),
    settings: app.schoolSettings,
    config,
    log: app.log,
  })
} catch (error) {
  app.log.error({ err: error }, 'could not start')
  await database.close()
  process.exit(1)
}
