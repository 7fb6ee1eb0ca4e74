// What differs between the four people screens (Alumnos, Apoderados, Profesores, Administradores):
// titles, which fields the form has, where rows come from, and who may create people there. The
// creation roles are the server's (src/shared/people-access.ts), so nobody is offered a button that
// would answer 403.
import { STAFF_ROLES, type StaffRole } from '#shared/roles.ts'
import type { PhoneRule } from '#shared/phone.ts'
import { CREATE_ROLES, SUPERADMIN_ONLY } from '#shared/people-access.ts'
import type { UserListPath } from '#shared/contract/users.ts'
import { uiStaff } from '#app/i18n/ui-staff.ts'

export type PeopleKind = UserListPath

export interface PeopleKindConfig {
  title: string
  detailTitle: string
  /** Students and supporters: phone required (starts as '+56'). */
  phone: boolean
  /** Which numbers the phone takes: a guardian may give a landline, the others a mobile. */
  phoneRule: PhoneRule
  /** Students only. */
  birthDate: boolean
  /** Staff receive a one-time temporary password when created. */
  staff: boolean
  /** Students, supporters and teachers are read from the offline store; admins only online. */
  offline: boolean
  createRoles: readonly StaffRole[]
  /** Who may open the detail page of this list (the router's guard). */
  detailRoles: readonly StaffRole[]
}

export const PEOPLE_KINDS: Readonly<Record<PeopleKind, PeopleKindConfig>> = {
  students: {
    title: uiStaff.titles.students,
    detailTitle: uiStaff.titles.student,
    phone: true,
    phoneRule: 'mobile',
    birthDate: true,
    staff: false,
    offline: true,
    createRoles: CREATE_ROLES.students,
    detailRoles: STAFF_ROLES,
  },
  supporters: {
    title: uiStaff.titles.supporters,
    detailTitle: uiStaff.titles.supporter,
    phone: true,
    phoneRule: 'any',
    birthDate: false,
    staff: false,
    offline: true,
    createRoles: CREATE_ROLES.supporters,
    detailRoles: STAFF_ROLES,
  },
  teachers: {
    title: uiStaff.titles.teachers,
    detailTitle: uiStaff.titles.teacher,
    phone: false,
    phoneRule: 'mobile',
    birthDate: false,
    staff: true,
    offline: true,
    createRoles: CREATE_ROLES.teachers,
    detailRoles: STAFF_ROLES,
  },
  admins: {
    title: uiStaff.titles.admins,
    detailTitle: uiStaff.titles.admin,
    phone: false,
    phoneRule: 'mobile',
    birthDate: false,
    staff: true,
    offline: false,
    createRoles: CREATE_ROLES.admins,
    // NOTE: admins may list admins but only a superadmin manages them, so only they open one.
    detailRoles: SUPERADMIN_ONLY,
  },
}

export const personPath = (kind: PeopleKind, id: string) => `/${kind}/${id}`
