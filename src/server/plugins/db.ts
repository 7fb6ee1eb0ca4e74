// Owns the app's handles on its surroundings: `app.db` (the injected database) and `app.config`.
// The database is opened and closed by whoever builds the app (server.ts or a test).
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'

declare module 'fastify' {
  interface FastifyInstance {
    db: Db
    config: Config
  }
}

async function dbPlugin(app: FastifyInstance, options: { db: Db; config: Config }) {
  app.decorate('db', options.db)
  app.decorate('config', options.config)
}

export default fp(dbPlugin, { name: 'db' })
