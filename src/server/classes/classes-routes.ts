// Registers the groups and class-sessions routes under /api (spec §7 Groups, Class sessions;
// the dashboard's class summary). Reads and attendance writes are open to every staff role.
import { routeGroup } from '#server/route-group.ts'
import classSessionsRoutes from './class-sessions-routes.ts'
import classSummaryRoutes from './class-summary-routes.ts'
import groupMembersRoutes from './group-members-routes.ts'
import groupsRoutes from './groups-routes.ts'
import sessionMembersRoutes from './session-members-routes.ts'

// NOTE: /class_sessions/summary is a static path, which the router always prefers over
// /class_sessions/:id, whatever the registration order.
export default routeGroup(
  groupsRoutes,
  groupMembersRoutes,
  classSummaryRoutes,
  classSessionsRoutes,
  sessionMembersRoutes,
)
