// Registers this area's route modules under /api (filled in by the area's issue).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

const routes: FastifyPluginAsyncZod = async () => {}

export default routes
