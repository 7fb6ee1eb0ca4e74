// Registers the people routes under /api: lists and details, writes (create, update,
// deactivate), supporter–student links, the .xlsx downloads, emergency cards and a student's or
// guardian's ledger (admins).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import downloadRoutes from './download-routes.ts'
import emergencyRoutes from './emergency-routes.ts'
import ledgerRoutes from './ledger-routes.ts'
import listRoutes from './list-routes.ts'
import supporterLinksRoutes from './supporter-links-routes.ts'
import writeRoutes from './write-routes.ts'

const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(listRoutes)
  await app.register(writeRoutes)
  await app.register(supporterLinksRoutes)
  await app.register(downloadRoutes)
  await app.register(emergencyRoutes)
  await app.register(ledgerRoutes)
}

export default routes
