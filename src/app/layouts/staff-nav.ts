import {
  barChartOutline,
  bicycleOutline,
  calendarNumberOutline,
  calendarOutline,
  cashOutline,
  chatbubblesOutline,
  documentTextOutline,
  globeOutline,
  documentLockOutline,
  medkitOutline,
  peopleCircleOutline,
  peopleOutline,
  pricetagsOutline,
  receiptOutline,
  schoolOutline,
  shieldCheckmarkOutline,
  todayOutline,
} from 'ionicons/icons'
import { ADMIN_ROLES, STAFF_ROLES, type StaffRole } from '#shared/roles.ts'
import { uiStaff } from '#app/i18n/ui-staff.ts'
import { uiField } from '#app/i18n/ui-field.ts'

export interface StaffNavEntry {
  path: string
  label: string
  icon: string
  roles: readonly StaffRole[]
  /** A count shown beside the label (the new trial-class requests). */
  badge?: 'new-enquiries'
}

const m = uiStaff.menu

/**
 * The sidebar, in the spec's order after 'Hoy' (the field screen every staff member may take
 * attendance from); each entry shows only to the roles that may open it.
 */
export const STAFF_NAV: readonly StaffNavEntry[] = [
  { path: '/today', label: uiField.menuToday, icon: todayOutline, roles: STAFF_ROLES },
  { path: '/dashboard', label: m.dashboard, icon: barChartOutline, roles: ADMIN_ROLES },
  { path: '/students', label: m.students, icon: bicycleOutline, roles: STAFF_ROLES },
  { path: '/supporters', label: m.supporters, icon: peopleOutline, roles: STAFF_ROLES },
  { path: '/teachers', label: m.teachers, icon: schoolOutline, roles: STAFF_ROLES },
  { path: '/admins', label: m.admins, icon: shieldCheckmarkOutline, roles: ADMIN_ROLES },
  { path: '/groups', label: m.groups, icon: peopleCircleOutline, roles: STAFF_ROLES },
  { path: '/attendances', label: m.attendances, icon: calendarOutline, roles: STAFF_ROLES },
  { path: '/invoices', label: m.invoices, icon: cashOutline, roles: ADMIN_ROLES },
  { path: '/boletas', label: m.boletas, icon: receiptOutline, roles: ADMIN_ROLES },
  { path: '/prices', label: m.prices, icon: pricetagsOutline, roles: ADMIN_ROLES },
  { path: '/holidays', label: m.holidays, icon: calendarNumberOutline, roles: ADMIN_ROLES },
  {
    path: '/enquiries',
    label: m.enquiries,
    icon: chatbubblesOutline,
    roles: ADMIN_ROLES,
    badge: 'new-enquiries',
  },
  { path: '/documents', label: m.documents, icon: documentTextOutline, roles: ADMIN_ROLES },
  { path: '/site', label: m.site, icon: globeOutline, roles: ADMIN_ROLES },
  {
    path: '/emergency-access',
    label: m.emergencyAccess,
    icon: medkitOutline,
    roles: ADMIN_ROLES,
  },
  {
    path: '/data-requests',
    label: m.dataRequests,
    icon: documentLockOutline,
    roles: ADMIN_ROLES,
  },
]

export function navFor(role: StaffRole): StaffNavEntry[] {
  return STAFF_NAV.filter((entry) => entry.roles.includes(role))
}
