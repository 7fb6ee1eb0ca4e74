// Marks sessions whose changes are still waiting in the outbox ('pendiente'), read live from the
// local store so the badge goes away as soon as the server has them.
import { useLiveQuery } from 'dexie-react-hooks'
import { uiField } from '#app/i18n/ui-field.ts'
import { db } from '#app/offline/db.ts'
import { sessionOf } from '#app/offline/local-apply.ts'

/** Ids of sessions touched by a queued change (creation included). */
export function usePendingSessionIds(): ReadonlySet<string> {
  const ids = useLiveQuery(async () => {
    const entries = await db.outbox.where('status').equals('pending').toArray()
    return entries.flatMap((entry) => sessionOf(entry) ?? [])
  })
  return new Set(ids ?? [])
}

export function PendingBadge() {
  return (
    <span className="pending-badge" title={uiField.pendingHint}>
      {uiField.pending}
    </span>
  )
}
