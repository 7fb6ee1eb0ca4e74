// Always visible in the staff top bar: online or not, how many changes wait for the server, a
// sign-in request when the queue is paused, the rejected changes behind a button, and the
// offline-session banner.
import {
  IonButton,
  IonButtons,
  IonContent,
  IonHeader,
  IonIcon,
  IonModal,
  IonTitle,
  IonToolbar,
} from '@ionic/react'
import {
  alertCircleOutline,
  cloudDoneOutline,
  cloudOfflineOutline,
  syncOutline,
} from 'ionicons/icons'
import { useState } from 'react'
import { formatTime } from '#shared/dates.ts'
import { uiOffline as t } from '#app/i18n/ui-offline.ts'
import { useSession } from '#app/lib/session/use-session.ts'
import { useOutboxStatus } from '#app/offline/hooks.ts'
import { OfflineSessionBanner } from './offline-session-banner.tsx'
import { RejectedChanges } from './rejected-changes.tsx'
import './offline-status.css'

export function ConnectionIndicator() {
  const status = useOutboxStatus()
  const offlineSession = useSession()?.offline === true
  const [showRejected, setShowRejected] = useState(false)
  const icon = !status.online
    ? cloudOfflineOutline
    : status.pending > 0
      ? syncOutline
      : cloudDoneOutline
  const lastSync =
    status.lastSyncAt === null ? t.neverSynced : t.lastSync(formatTime(status.lastSyncAt))

  return (
    <div className="connection-bar">
      <div
        className="connection-indicator"
        role="status"
        aria-label={t.syncStatus}
        title={lastSync}
      >
        <span className={status.online ? 'connection-online' : 'connection-offline'}>
          <IonIcon icon={icon} aria-hidden="true" />
          {status.online ? t.online : t.offline}
        </span>
        {status.pending > 0 && (
          <span className="connection-pending">{t.pending(status.pending)}</span>
        )}
        {status.signInNeeded && !offlineSession && (
          <span className="connection-warning">{t.signInNeeded}</span>
        )}
        {status.rejected > 0 && (
          <IonButton size="small" color="warning" onClick={() => setShowRejected(true)}>
            <IonIcon slot="start" icon={alertCircleOutline} aria-hidden="true" />
            {t.rejected(status.rejected)}
          </IonButton>
        )}
        <IonModal isOpen={showRejected} onDidDismiss={() => setShowRejected(false)}>
          <IonHeader>
            <IonToolbar>
              <IonTitle>{t.rejectedTitle}</IonTitle>
              <IonButtons slot="end">
                <IonButton onClick={() => setShowRejected(false)}>{t.close}</IonButton>
              </IonButtons>
            </IonToolbar>
          </IonHeader>
          <IonContent className="ion-padding">
            <RejectedChanges />
          </IonContent>
        </IonModal>
      </div>
      <OfflineSessionBanner reconnected={status.signInNeeded} />
    </div>
  )
}
