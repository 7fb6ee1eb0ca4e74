// Warns before logging out with changes not yet on the server (they stay on this device and are
// sent at this user's next sign-in), then logs out if the user confirms.
import { IonAlert } from '@ionic/react'
import { useState } from 'react'
import { uiOffline as t } from '#app/i18n/ui-offline.ts'
import { db } from '#app/offline/db.ts'
import { getSession } from '#app/lib/session/session-store.ts'

async function unsyncedCount(): Promise<number> {
  const userId = getSession()?.user.id
  return userId ? db.outbox.where('userId').equals(userId).count() : 0
}

/** `requestLogout()` logs out at once when nothing is waiting, else asks first. */
export function useLogoutGuard(logout: () => void) {
  const [waiting, setWaiting] = useState(0)
  const requestLogout = () => {
    void unsyncedCount()
      .catch(() => 0)
      .then((n) => (n > 0 ? setWaiting(n) : logout()))
  }
  const dialog = (
    <IonAlert
      isOpen={waiting > 0}
      header={t.logoutTitle}
      message={t.logoutMessage(waiting)}
      onDidDismiss={() => setWaiting(0)}
      buttons={[
        { text: t.logoutCancel, role: 'cancel' },
        { text: t.logoutConfirm, role: 'destructive', handler: logout },
      ]}
    />
  )
  return { requestLogout, dialog }
}
