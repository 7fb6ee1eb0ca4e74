// 'Nueva versión disponible' → 'Actualizar': shown when a new service worker is waiting, until the
// user updates (the app's own toast, as after a removal, without its countdown).
import { useSyncExternalStore } from 'react'
import { uiOffline as t } from '#app/i18n/ui-offline.ts'
import { UndoToast } from '#app/components/ui/undo-toast.tsx'
import { applyUpdate, isUpdateReady, subscribeUpdate } from '#app/offline/sw-registration.ts'

const stays = () => {}

export function UpdatePrompt() {
  const ready = useSyncExternalStore(subscribeUpdate, isUpdateReady, () => false)
  return (
    <UndoToast
      message={ready ? t.updateAvailable : null}
      actionLabel={t.update}
      onAction={applyUpdate}
      onDismiss={stays}
      duration={null}
    />
  )
}
