// The top bar's account menu: change password, log out. The browser's own popover (light dismiss,
// Escape, the trigger's expanded state), in the top layer under the bar.
import { IonIcon } from '@ionic/react'
import { keyOutline, logOutOutline, personCircleOutline } from 'ionicons/icons'
import { useId, useRef } from 'react'
import { useNavigate } from 'react-router-dom'
import type { SessionUser } from '#shared/contract/auth.ts'
import { uiStaff } from '#app/i18n/ui-staff.ts'
import { logout } from '#app/lib/session/logout.ts'
import { useLogoutGuard } from '#app/components/offline-status/logout-guard.tsx'

export function StaffUserMenu({ user }: { user: SessionUser }) {
  const navigate = useNavigate()
  const menuId = useId()
  const menu = useRef<HTMLDivElement>(null)
  const { requestLogout, dialog: logoutWarning } = useLogoutGuard(() => void logout())

  const choose = (action: () => void) => () => {
    menu.current?.hidePopover()
    action()
  }

  return (
    <>
      <button
        type="button"
        className="user-menu-button"
        // NOTE: the visible name must be part of the accessible name (WCAG 2.5.3).
        aria-label={`${user.name}: ${uiStaff.userMenu}`}
        popoverTarget={menuId}
      >
        <IonIcon icon={personCircleOutline} aria-hidden="true" />
        <span className="user-menu-name">{user.name}</span>
      </button>
      <div ref={menu} id={menuId} popover="auto" className="user-menu">
        <ul aria-label={uiStaff.userMenu}>
          <li>
            <button type="button" onClick={choose(() => navigate('/password-change'))}>
              <IonIcon icon={keyOutline} aria-hidden="true" />
              {uiStaff.changePassword}
            </button>
          </li>
          <li>
            <button type="button" onClick={choose(requestLogout)}>
              <IonIcon icon={logOutOutline} aria-hidden="true" />
              {uiStaff.logout}
            </button>
          </li>
        </ul>
      </div>
      {logoutWarning}
    </>
  )
}
