// The signed-in user's changes the server refused, with its reason, to retry or discard.
import { IonButton, IonItem, IonLabel, IonList, IonNote } from '@ionic/react'
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
      <IonList aria-label={t.rejectedTitle}>
        {rejected.map((entry) => (
          <IonItem key={entry.id}>
            <IonLabel className="ion-text-wrap">
              <h3>{describeChange(entry)}</h3>
              <p role="alert">{entry.error}</p>
              <IonNote>
                {t.queuedAt(`${formatDate(entry.createdAt)} ${formatTime(entry.createdAt)}`)}
              </IonNote>
            </IonLabel>
            <IonButton slot="end" fill="outline" onClick={() => void retryRejected(entry.id)}>
              {t.retry}
            </IonButton>
            <IonButton
              slot="end"
              fill="clear"
              color="danger"
              onClick={() => void discardRejected(entry.id)}
            >
              {t.discard}
            </IonButton>
          </IonItem>
        ))}
      </IonList>
    </>
  )
}
