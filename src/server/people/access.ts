// The people role matrix (src/shared/people-access.ts) as the server's 403.
import type { Role, StaffRole } from '#shared/roles.ts'
import { mayManage } from '#shared/people-access.ts'
import { HttpError } from '#server/http-error.ts'

/** Only a superadmin changes or deactivates an admin or a superadmin. */
export function assertMayManage(actorRole: StaffRole, targetRole: Role) {
  if (!mayManage(actorRole, targetRole)) throw new HttpError(403, 'FORBIDDEN')
}
