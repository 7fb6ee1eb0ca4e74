// Warns before logging out with changes not yet on the server (they stay on this device and are
// sent at this user's next sign-in), then logs out if the user confirms.
import { useState } from 'react'
import { uiOffline as t } from '#app/i18n/ui-offline.ts'
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx'
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
    <ConfirmDialog
      open={waiting > 0}
      title={t.logoutTitle}
      message={t.logoutMessage(waiting)}
      cancelLabel={t.logoutCancel}
      confirmLabel={t.logoutConfirm}
      onCancel={() => setWaiting(0)}
      onConfirm={() => {
        setWaiting(0)
        logout()
      }}
    />
  )
  return { requestLogout, dialog }
}
