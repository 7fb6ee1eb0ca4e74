// Who may do what with people (DESIGN §9; the spec's §6 screens), for the server that enforces it
// and the app that offers only what it allows:
// - read students, supporters, teachers: every staff role; read admins: admin and superadmin;
// - create students and supporters: every staff role (teachers enrol people in the field);
//   create teachers: admin and superadmin; create admins: superadmin only;
// - update and deactivate: admin and superadmin, and only a superadmin touches admins/superadmins;
// - link students to supporters and download the lists: every staff role.
import type { UserListPath } from './contract/users.ts'
import { ADMIN_ROLES, STAFF_ROLES, type Role, type StaffRole } from './roles.ts'

export const SUPERADMIN_ONLY = ['superadmin'] as const satisfies readonly StaffRole[]

export const READ_ROLES: Readonly<Record<UserListPath, readonly StaffRole[]>> = {
  admins: ADMIN_ROLES,
  students: STAFF_ROLES,
  supporters: STAFF_ROLES,
  teachers: STAFF_ROLES,
}

export const CREATE_ROLES: Readonly<Record<UserListPath, readonly StaffRole[]>> = {
  admins: SUPERADMIN_ONLY,
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

/** Update and deactivate. */
export const MANAGE_ROLES: readonly StaffRole[] = ADMIN_ROLES

/** Only a superadmin changes or deactivates an admin or a superadmin. */
export function mayManage(actorRole: StaffRole, targetRole: Role): boolean {
  const targetIsAdmin = targetRole === 'admin' || targetRole === 'superadmin'
  return !targetIsAdmin || actorRole === 'superadmin'
}
