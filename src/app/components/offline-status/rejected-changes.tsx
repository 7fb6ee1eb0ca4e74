// The signed-in user's changes the server refused, with its reason, to retry or discard.
import { formatDate, formatTime } from '#shared/dates.ts'
import { uiOffline as t } from '#app/i18n/ui-offline.ts'
import { useRejectedChanges } from '#app/offline/hooks.ts'
import { discardRejected, retryRejected } from '#app/offline/outbox.ts'
import { describeChange } from './describe-change.ts'

export function RejectedChanges() {
  const rejected = useRejectedChanges()
  if (!rejected) return null
  if (rejected.length === 0) return <p>{t.rejectedEmpty}</p>
  return (
    <>
      <p>{t.rejectedIntro}</p>
      <ul className="rejected-list" aria-label={t.rejectedTitle}>
        {rejected.map((entry) => (
          <li key={entry.id} className="rejected-change">
            <h3>{describeChange(entry)}</h3>
            <p role="alert">{entry.error}</p>
            <p className="rejected-when">
              {t.queuedAt(`${formatDate(entry.createdAt)} ${formatTime(entry.createdAt)}`)}
            </p>
            <div className="rejected-actions">
              <button
                type="button"
                className="btn btn-secondary btn-small"
                onClick={() => void retryRejected(entry.id)}
              >
                {t.retry}
              </button>
              <button
                type="button"
                className="btn btn-remove btn-small"
                onClick={() => void discardRejected(entry.id)}
              >
                {t.discard}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </>
  )
}
