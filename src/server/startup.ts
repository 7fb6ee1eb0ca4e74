// Everything between an open database and a listening server, shared by server.ts and the tests
// that start the server as an operator would: migrate, take the secrets that were not configured
// from the database, seed a first start (demo school or first superadmin), build the app.
import type { FastifyServerOptions } from 'fastify'
import { buildApp, type App } from '#server/app.ts'
import { isProduction, type Config } from '#server/config.ts'
import type { DbHandle } from '#server/db/client.ts'
import { DEFAULT_SCHOOL_ID, inSchool } from '#server/db/school-context.ts'
import { schoolAddress } from '#server/schools/school-address.ts'
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
  // The first school of every deployment is the one a first start seeds (demo or superadmin).
  const seeded = await inSchool(DEFAULT_SCHOOL_ID, () => bootstrap(database.db, config))
  const app = await buildApp({ config, db: database.db, logger: options.logger })
  if (isProduction(config) && !config.publicUrl) {
    app.log.warn(
      'PUBLIC_URL is not set: Khipu return and notification addresses and the sign-in Origin ' +
        'check assume this server is reached directly. Set it to the public HTTPS address.',
    )
  }
  const hasAddress = () => inSchool(DEFAULT_SCHOOL_ID, () => schoolAddress(database.db))
  if (isProduction(config) && !config.publicUrl && !(await hasAddress())) {
    app.log.warn(
      'PUBLIC_URL is not set and the school has no host of its own: its public pages name no ' +
        'canonical address or og:url and there is no sitemap (never from the request’s Host). ' +
        'Set PUBLIC_URL to the public HTTPS address.',
    )
  }
  if (isProduction(config) && !config.settingsKey) {
    app.log.warn(
      "SETTINGS_KEY is not set: a school's own Khipu and boleta keys can neither be set nor " +
        'read (its requests fail). Set it (openssl rand -base64 32) before giving schools their keys.',
    )
  }
  return { app, config, seeded }
}
