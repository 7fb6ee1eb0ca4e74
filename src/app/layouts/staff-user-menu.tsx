import { IonButton, IonIcon, IonItem, IonLabel, IonList, IonPopover } from '@ionic/react'
import { keyOutline, logOutOutline, personCircleOutline } from 'ionicons/icons'
import { useState, type MouseEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import type { SessionUser } from '#shared/contract/auth.ts'
import { uiStaff } from '#app/i18n/ui-staff.ts'
import { logout } from '#app/lib/session/logout.ts'
import { useLogoutGuard } from '#app/components/offline-status/logout-guard.tsx'

/** The top bar's account menu: change password, log out. */
export function StaffUserMenu({ user }: { user: SessionUser }) {
  const navigate = useNavigate()
  const [anchor, setAnchor] = useState<Event | undefined>()
  const { requestLogout, dialog: logoutWarning } = useLogoutGuard(() => void logout())

  const open = (event: MouseEvent<HTMLIonButtonElement>) => setAnchor(event.nativeEvent)
  const close = () => setAnchor(undefined)
  const choose = (action: () => void) => () => {
    close()
    action()
  }

  return (
    <>
      <IonButton
        className="user-menu-button"
        // NOTE: the visible name must be part of the accessible name (WCAG 2.5.3).
        aria-label={`${user.name}: ${uiStaff.userMenu}`}
        aria-haspopup="true"
        aria-expanded={anchor !== undefined}
        onClick={open}
      >
        <IonIcon slot="start" icon={personCircleOutline} aria-hidden="true" />
        <span className="user-menu-name">{user.name}</span>
      </IonButton>
      <IonPopover
        className="user-menu-popover"
        isOpen={anchor !== undefined}
        event={anchor}
        alignment="end"
        onDidDismiss={close}
      >
        <IonList lines="none" aria-label={uiStaff.userMenu}>
          <IonItem button detail={false} onClick={choose(() => navigate('/password-change'))}>
            <IonIcon slot="start" icon={keyOutline} aria-hidden="true" />
            <IonLabel>{uiStaff.changePassword}</IonLabel>
          </IonItem>
          <IonItem button detail={false} onClick={choose(requestLogout)}>
            <IonIcon slot="start" icon={logOutOutline} aria-hidden="true" />
            <IonLabel>{uiStaff.logout}</IonLabel>
          </IonItem>
        </IonList>
      </IonPopover>
      {logoutWarning}
    </>
  )
}
