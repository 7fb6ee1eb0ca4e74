import {
  IonContent,
  IonHeader,
  IonIcon,
  IonMenu,
  IonMenuToggle,
  IonTitle,
  IonToolbar,
} from '@ionic/react'
import { NavLink } from 'react-router-dom'
import type { SessionUser } from '#shared/contract/auth.ts'
import { uiStaff } from '#app/i18n/ui-staff.ts'
import { school } from '#app/lib/school.ts'
import { useNewEnquiriesCount } from '#app/features/enquiries/api/new-enquiries-count.ts'
import { navFor } from './staff-nav.ts'

const linkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'staff-nav-link active' : 'staff-nav-link'

/** The side menu: a fixed pane on large screens, a drawer (closing on choice) on small ones. */
export function StaffSidebar({ user, contentId }: { user: SessionUser; contentId: string }) {
  return (
    <IonMenu contentId={contentId} type="overlay" className="staff-menu">
      <IonHeader>
        <IonToolbar color="primary">
          <IonTitle>{school.name}</IonTitle>
        </IonToolbar>
      </IonHeader>
      <IonContent>
        <div className="staff-user">
          <span className="staff-user-name">
            {user.name} {user.last_name}
          </span>
          <span className="staff-user-role">{uiStaff.roles[user.role]}</span>
        </div>
        <nav aria-label={uiStaff.sidebar}>
          <ul className="staff-nav">
            {navFor(user.role).map((entry) => (
              <li key={entry.path}>
                <IonMenuToggle autoHide={false}>
                  <NavLink to={entry.path} className={linkClass}>
                    <IonIcon icon={entry.icon} aria-hidden="true" />
                    <span>{entry.label}</span>
                    {entry.badge === 'new-enquiries' && <NewEnquiriesBadge />}
                  </NavLink>
                </IonMenuToggle>
              </li>
            ))}
          </ul>
        </nav>
      </IonContent>
    </IonMenu>
  )
}

/** How many trial-class requests nobody has handled yet; nothing when none. */
function NewEnquiriesBadge() {
  const { data } = useNewEnquiriesCount(true)
  if (!data?.count) return null
  return (
    <span className="staff-nav-badge">
      <span aria-hidden="true">{data.count}</span>
      <span className="visually-hidden">{uiStaff.menu.newEnquiries(data.count)}</span>
    </span>
  )
}
