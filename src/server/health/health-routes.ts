// Liveness: GET /api/health answers `{status: 'ok', version}` once the app and database are up.
import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { healthSchema } from '#shared/contract/common.ts'
import { APP_VERSION } from '#server/version.ts'

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: { tags: ['system'], summary: 'Estado del servidor', response: { 200: healthSchema } },
    },
    async () => {
      await app.db.execute(sql`select 1`)
      return { status: 'ok' as const, version: APP_VERSION }
    },
  )
}

export default healthRoutes
