// Always visible in the staff top bar: online or not, how many changes wait for the server, a
// sign-in request when the queue is paused, the rejected changes behind a button, and the
// offline-session banner.
import { IonIcon } from '@ionic/react'
import {
  alertCircleOutline,
  cloudDoneOutline,
  cloudOfflineOutline,
  syncOutline,
} from 'ionicons/icons'
import { useId, useState } from 'react'
import { formatTime } from '#shared/dates.ts'
import { uiOffline as t } from '#app/i18n/ui-offline.ts'
import { useSession } from '#app/lib/session/use-session.ts'
import { useOutboxStatus } from '#app/offline/hooks.ts'
import { ModalDialog } from '#app/components/ui/modal-dialog.tsx'
import { OfflineSessionBanner } from './offline-session-banner.tsx'
import { RejectedChanges } from './rejected-changes.tsx'
import './offline-status.css'

export function ConnectionIndicator() {
  const status = useOutboxStatus()
  const offlineSession = useSession()?.offline === true
  const [showRejected, setShowRejected] = useState(false)
  const rejectedTitle = useId()
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
          <button
            type="button"
            className="btn btn-accent btn-small"
            aria-haspopup="dialog"
            onClick={() => setShowRejected(true)}
          >
            <IonIcon icon={alertCircleOutline} aria-hidden="true" />
            {t.rejected(status.rejected)}
          </button>
        )}
      </div>
      <ModalDialog
        open={showRejected}
        onCancel={() => setShowRejected(false)}
        labelledBy={rejectedTitle}
        className="confirm-dialog rejected-dialog"
      >
        <div className="rejected-dialog-head">
          <h2 id={rejectedTitle}>{t.rejectedTitle}</h2>
          <button
            type="button"
            className="btn btn-secondary btn-small"
            onClick={() => setShowRejected(false)}
          >
            {t.close}
          </button>
        </div>
        {showRejected && <RejectedChanges />}
      </ModalDialog>
      <OfflineSessionBanner reconnected={status.signInNeeded} />
    </div>
  )
}
