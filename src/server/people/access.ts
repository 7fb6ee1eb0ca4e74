// Who may do what with people (DESIGN §9; the spec's §6 screens):
// - read students, supporters, teachers: every staff role; read admins: admin and superadmin;
// - create students and supporters: every staff role (teachers enrol people in the field);
//   create teachers: admin and superadmin; create admins: superadmin only;
// - update and deactivate: admin and superadmin, and only a superadmin touches admins/superadmins;
// - link students to supporters and download the lists: every staff role.
import { ADMIN_ROLES, STAFF_ROLES, type Role, type StaffRole } from '#shared/contract/common.ts'
import type { UserListPath } from '#shared/contract/users.ts'
import { HttpError } from '#server/http-error.ts'

export const READ_ROLES: Readonly<Record<UserListPath, readonly StaffRole[]>> = {
  admins: ADMIN_ROLES,
  students: STAFF_ROLES,
  supporters: STAFF_ROLES,
  teachers: STAFF_ROLES,
}

export const CREATE_ROLES: Readonly<Record<UserListPath, readonly StaffRole[]>> = {
  admins: ['superadmin'],
  teachers: ADMIN_ROLES,
  students: STAFF_ROLES,
  supporters: STAFF_ROLES,
}

/** The role a POST on each list gives the new user (a superadmin is never created by the API). */
export const CREATED_ROLE: Readonly<Record<UserListPath, Role>> = {
  admins: 'admin',
  teachers: 'teacher',
  students: 'student',
  supporters: 'supporter',
}

export const MANAGE_ROLES = ADMIN_ROLES

/** Only a superadmin changes or deactivates an admin or a superadmin. */
export function assertMayManage(actorRole: StaffRole, targetRole: Role) {
  const targetIsAdmin = targetRole === 'admin' || targetRole === 'superadmin'
  if (targetIsAdmin && actorRole !== 'superadmin') throw new HttpError(403, 'FORBIDDEN')
}
