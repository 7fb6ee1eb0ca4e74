// 'Nueva versión disponible' → 'Actualizar': shown when a new service worker is waiting.
import { IonToast } from '@ionic/react'
import { useSyncExternalStore } from 'react'
import { uiOffline as t } from '#app/i18n/ui-offline.ts'
import { applyUpdate, isUpdateReady, subscribeUpdate } from '#app/offline/sw-registration.ts'

export function UpdatePrompt() {
  const ready = useSyncExternalStore(subscribeUpdate, isUpdateReady, () => false)
  return (
    <IonToast
      isOpen={ready}
      message={t.updateAvailable}
      position="bottom"
      buttons={[{ text: t.update, handler: applyUpdate }]}
    />
  )
}
