// Registers the groups and class-sessions routes under /api (spec §7 Groups, Class sessions;
// the dashboard's class summary). Reads and attendance writes are open to every staff role.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import classSessionsRoutes from './class-sessions-routes.ts'
import classSummaryRoutes from './class-summary-routes.ts'
import groupMembersRoutes from './group-members-routes.ts'
import groupsRoutes from './groups-routes.ts'
import sessionMembersRoutes from './session-members-routes.ts'

const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(groupsRoutes)
  await app.register(groupMembersRoutes)
  // NOTE: /class_sessions/summary is a static path, which the router always prefers over
  // /class_sessions/:id, whatever the registration order.
  await app.register(classSummaryRoutes)
  await app.register(classSessionsRoutes)
  await app.register(sessionMembersRoutes)
}

export default routes
