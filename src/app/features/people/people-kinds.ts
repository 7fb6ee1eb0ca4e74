// What differs between the four people screens (Alumnos, Apoderados, Profesores, Administradores):
// titles, which fields the form has, where rows come from, and who may create people there. The
// creation roles mirror the server's rules so nobody is offered a button that would answer 403.
import type { StaffRole } from '#shared/contract/common.ts'
import type { UserListPath } from '#shared/contract/users.ts'
import { ui } from '#shared/i18n/ui.ts'

export type PeopleKind = UserListPath

export interface PeopleKindConfig {
  title: string
  detailTitle: string
  /** Students and supporters: phone required (starts as '+56'). */
  phone: boolean
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

const STAFF: readonly StaffRole[] = ['superadmin', 'admin', 'teacher']
const ADMINS: readonly StaffRole[] = ['superadmin', 'admin']
const SUPERADMIN: readonly StaffRole[] = ['superadmin']

export const PEOPLE_KINDS: Readonly<Record<PeopleKind, PeopleKindConfig>> = {
  students: {
    title: ui.staff.titles.students,
    detailTitle: ui.staff.titles.student,
    phone: true,
    birthDate: true,
    staff: false,
    offline: true,
    createRoles: STAFF,
    detailRoles: STAFF,
  },
  supporters: {
    title: ui.staff.titles.supporters,
    detailTitle: ui.staff.titles.supporter,
    phone: true,
    birthDate: false,
    staff: false,
    offline: true,
    createRoles: STAFF,
    detailRoles: STAFF,
  },
  teachers: {
    title: ui.staff.titles.teachers,
    detailTitle: ui.staff.titles.teacher,
    phone: false,
    birthDate: false,
    staff: true,
    offline: true,
    createRoles: ADMINS,
    detailRoles: STAFF,
  },
  admins: {
    title: ui.staff.titles.admins,
    detailTitle: ui.staff.titles.admin,
    phone: false,
    birthDate: false,
    staff: true,
    offline: false,
    createRoles: SUPERADMIN,
    detailRoles: SUPERADMIN,
  },
}

/** Update and deactivate buttons on a detail page (spec §6). */
export const MANAGE_ROLES: readonly StaffRole[] = ADMINS

export const personPath = (kind: PeopleKind, id: string) => `/${kind}/${id}`
