// Who may do what with people (DESIGN §9; the spec's §6 screens), for the server that enforces it
// and the app that offers only what it allows:
// - read students, supporters, teachers: every staff role; read admins: admin and superadmin;
// - create students and supporters: every staff role (teachers enrol people in the field);
//   create teachers: admin and superadmin; create admins: superadmin only;
// - update and deactivate: admin and superadmin, and only a superadmin touches admins/superadmins;
// - link students to supporters: every staff role; download the lists: every staff role, a
//   teacher's file holding only their own students and those students' guardians;
// - a family's identifiers (students' and guardians' RUT, birth date and e-mail): admin and
//   superadmin. Teachers work with names and phones (Ley 21.719, data minimisation).
import type { UserListPath } from './contract/users.ts'
import { ADMIN_ROLES, STAFF_ROLES, isAdminRole, type Role, type StaffRole } from './roles.ts'

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

/**
 * The .xlsx downloads of students and supporters. An admin's file is the whole school with every
 * family's RUT, birth date and e-mail; a teacher's holds their own students and those students'
 * guardians, names and phones only (`seesFamilyIdentifiers`).
 */
export const DOWNLOAD_ROLES: readonly StaffRole[] = STAFF_ROLES

/** The roles of a family: the people whose identifiers only admins read. */
const FAMILY_ROLES = ['student', 'supporter'] as const satisfies readonly Role[]

export const isFamilyRole = (role: Role): boolean =>
  (FAMILY_ROLES as readonly Role[]).includes(role)

/**
 * Whether a staff member reads (and searches by) students' and guardians' RUT, birth date and
 * e-mail: admins do; a teacher gets them as null from every route (docs/families.md).
 */
export const seesFamilyIdentifiers = (role: StaffRole | undefined): boolean => isAdminRole(role)

/**
 * Whether a staff member reads (and searches by) the RUT and e-mail of the people of a list
 * (GET /students, /supporters, /teachers): admins do; a teacher gets names and ids, of
 * colleagues too: a teacher has no use for another teacher's RUT, and a search by RUT would tell
 * them whose it is.
 */
export const seesListIdentifiers = (role: StaffRole | undefined): boolean => isAdminRole(role)
