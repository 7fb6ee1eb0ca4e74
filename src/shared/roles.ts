// The roles of the school's people, without any schema library: the app's first screen needs them
// (who is signed in) and must stay light.

export const ROLES = ['superadmin', 'admin', 'teacher', 'student', 'supporter'] as const
export type Role = (typeof ROLES)[number]

/** Roles that sign in to the staff app. */
export const STAFF_ROLES = ['superadmin', 'admin', 'teacher'] as const satisfies readonly Role[]
export type StaffRole = (typeof STAFF_ROLES)[number]
export const ADMIN_ROLES = ['superadmin', 'admin'] as const satisfies readonly StaffRole[]

export const isStaffRole = (role: unknown): role is StaffRole =>
  (STAFF_ROLES as readonly unknown[]).includes(role)

export const isAdminRole = (role: unknown): role is (typeof ADMIN_ROLES)[number] =>
  (ADMIN_ROLES as readonly unknown[]).includes(role)
