// Everything between an open database and a listening server, shared by server.ts and the tests
// that start the server as an operator would: migrate, take the secrets that were not configured
// from the database, seed a first start (demo school or first superadmin), build the app.
import type { FastifyServerOptions } from 'fastify'
import { buildApp, type App } from '#server/app.ts'
import type { Config } from '#server/config.ts'
import type { DbHandle } from '#server/db/client.ts'
import { withStoredSecrets } from '#server/secrets.ts'
import { bootstrap, type BootstrapResult } from '#server/seed/bootstrap.ts'

export interface Prepared {
  app: App
  /** The config with generated secrets filled in. */
  config: Config
  seeded: BootstrapResult
}

export async function prepareServer(options: {
  config: Config
  database: DbHandle
  logger?: FastifyServerOptions['logger']
}): Promise<Prepared> {
  const { database } = options
  await database.migrate()
  const config = await withStoredSecrets(database.db, options.config)
  const seeded = await bootstrap(database.db, config)
  const app = await buildApp({ config, db: database.db, logger: options.logger })
  return { app, config, seeded }
}
