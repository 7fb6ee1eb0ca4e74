import { uiAdmin } from '#app/i18n/ui-admin.ts'

/** Offline, an admin screen is read-only and says so; online it says nothing. */
export function OfflineNotice({ online }: { online: boolean }) {
  if (online) return null
  return (
    <p className="notice" role="status">
      {uiAdmin.offlineReadOnly}
    </p>
  )
}
