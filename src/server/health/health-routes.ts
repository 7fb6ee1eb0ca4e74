// Liveness: GET /api/health answers `{status: 'ok', version}` once the app and database are up.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { healthSchema } from '#shared/contract/common.ts'
import { APP_VERSION } from '#server/version.ts'
import { pingDatabase } from './health-data.ts'

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: { tags: ['system'], summary: 'Estado del servidor', response: { 200: healthSchema } },
    },
    async () => {
      await pingDatabase(app.db)
      return { status: 'ok' as const, version: APP_VERSION }
    },
  )
}

export default healthRoutes
