// The top bar's account menu: change password, log out. The browser's own popover (light dismiss,
// Escape, the trigger's expanded state), in the top layer under the bar; a browser without it
// (an iPhone before iOS 17) opens and closes the same menu with the button.
import { IonIcon } from '@ionic/react'
import { keyOutline, logOutOutline, personCircleOutline } from 'ionicons/icons'
import { useId, useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import type { SessionUser } from '#shared/contract/auth.ts'
import { uiStaff } from '#app/i18n/ui-staff.ts'
import { logout } from '#app/lib/session/logout.ts'
import { useLogoutGuard } from '#app/components/offline-status/logout-guard.tsx'

const NATIVE_POPOVER = typeof HTMLElement !== 'undefined' && 'showPopover' in HTMLElement.prototype

export function StaffUserMenu({ user }: { user: SessionUser }) {
  const navigate = useNavigate()
  const menuId = useId()
  const menu = useRef<HTMLDivElement>(null)
  const [open, setOpen] = useState(false)
  const { requestLogout, dialog: logoutWarning } = useLogoutGuard(() => void logout())

  const choose = (action: () => void) => () => {
    if (NATIVE_POPOVER) menu.current?.hidePopover()
    else setOpen(false)
    action()
  }

  return (
    <>
      <button
        type="button"
        className="user-menu-button"
        // NOTE: the visible name must be part of the accessible name (WCAG 2.5.3).
        aria-label={`${user.name}: ${uiStaff.userMenu}`}
        {...(NATIVE_POPOVER
          ? { popoverTarget: menuId }
          : { 'aria-expanded': open, 'aria-controls': menuId, onClick: () => setOpen(!open) })}
      >
        <IonIcon icon={personCircleOutline} aria-hidden="true" />
        <span className="user-menu-name">{user.name}</span>
      </button>
      <div
        ref={menu}
        id={menuId}
        className="user-menu"
        {...(NATIVE_POPOVER ? { popover: 'auto' as const } : { hidden: !open })}
      >
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
