// The staff area's frame (Ionic, loaded lazily so public pages never pay for it): split pane with
// the role's sidebar, a top bar with the account menu, and the current screen.
import '@ionic/react/css/core.css'
import './staff-layout.css'
import {
  IonApp,
  IonButtons,
  IonContent,
  IonHeader,
  IonMenuButton,
  IonSplitPane,
  IonTitle,
  IonToolbar,
  setupIonicReact,
} from '@ionic/react'
import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'
import { uiStaff } from '#app/i18n/ui-staff.ts'
import { useSessionUser } from '#app/lib/session/session-user-context.ts'
import { IdleModal } from '#app/features/idle/idle-modal.tsx'
import { ConnectionIndicator } from '#app/components/offline-status/connection-indicator.tsx'
import { UpdatePrompt } from '#app/components/offline-status/update-prompt.tsx'
import { InstallSuggestion } from '#app/components/install-suggestion/install-suggestion.tsx'
import { queryClient } from '#app/lib/query-client.ts'
import { clearPersistedQueries, startQueryPersistence } from '#app/lib/query-persistence.ts'
import { school } from '#app/lib/school.ts'
import { getSession, subscribeSession } from '#app/lib/session/session-store.ts'
import { RouteOutlet } from './route-outlet.tsx'
import { StaffSidebar } from './staff-sidebar.tsx'
import { StaffUserMenu } from './staff-user-menu.tsx'

setupIonicReact({ mode: 'md' })

const CONTENT_ID = 'staff-main'

export function StaffLayout() {
  const user = useSessionUser()
  const { pathname } = useLocation()
  const content = useRef<HTMLIonContentElement>(null)

  useEffect(() => {
    void content.current?.scrollToTop(0)
  }, [pathname])

  // NOTE: cached server data belongs to the user who fetched it; drop it when the session ends.
  useEffect(
    () =>
      subscribeSession(() => {
        if (getSession()) return
        queryClient.clear()
        clearPersistedQueries()
      }),
    [],
  )

  const userId = user?.id
  useEffect(() => (userId ? startQueryPersistence(userId) : undefined), [userId])

  if (!user) return null
  return (
    <div className="staff-root">
      <IonApp>
        <IonSplitPane contentId={CONTENT_ID} when="lg">
          <StaffSidebar user={user} contentId={CONTENT_ID} />
          <div className="ion-page" id={CONTENT_ID}>
            <IonHeader>
              <IonToolbar color="primary">
                <IonButtons slot="start">
                  <IonMenuButton aria-label={uiStaff.openSidebar} />
                </IonButtons>
                <IonTitle>{school.name}</IonTitle>
                <IonButtons slot="end">
                  <StaffUserMenu user={user} />
                </IonButtons>
              </IonToolbar>
              <IonToolbar className="connection-toolbar">
                <ConnectionIndicator />
              </IonToolbar>
            </IonHeader>
            {/* NOTE: IonContent is the page's main landmark (role="main"); a <main> inside it
                would be a second one. */}
            <IonContent ref={content}>
              <div id="main-content" className="staff-main">
                <InstallSuggestion role={user.role} />
                <RouteOutlet />
                <UpdatePrompt />
              </div>
            </IonContent>
          </div>
        </IonSplitPane>
        <IdleModal />
      </IonApp>
    </div>
  )
}
