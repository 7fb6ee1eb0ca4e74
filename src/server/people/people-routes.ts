// Registers the people routes under /api: lists and details, writes (create, update,
// deactivate), supporter–student links, the .xlsx downloads, emergency cards and a student's or
// guardian's ledger and what a student's guardian signed (admins).
import { routeGroup } from '#server/route-group.ts'
import downloadRoutes from './download-routes.ts'
import emergencyRoutes from './emergency-routes.ts'
import ledgerRoutes from './ledger-routes.ts'
import studentConsentsRoutes from './student-consents-routes.ts'
import listRoutes from './list-routes.ts'
import supporterLinksRoutes from './supporter-links-routes.ts'
import writeRoutes from './write-routes.ts'

export default routeGroup(
  listRoutes,
  writeRoutes,
  supporterLinksRoutes,
  downloadRoutes,
  emergencyRoutes,
  ledgerRoutes,
  studentConsentsRoutes,
)
