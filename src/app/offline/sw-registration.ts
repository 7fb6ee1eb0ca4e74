// Registers the service worker (production builds only) with workbox-window and tells the update
// prompt when a new version is waiting; "Actualizar" lets it take over and reloads once it does.
import { Workbox } from 'workbox-window'
import { createListeners } from '#app/lib/listeners.ts'

let workbox: Workbox | null = null
let updateReady = false
const updates = createListeners()

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || workbox) return
  workbox = new Workbox('/sw.js', { scope: '/' })
  workbox.addEventListener('waiting', () => {
    updateReady = true
    updates.notify()
  })
  void workbox.register().catch(() => {})
}

export function isUpdateReady(): boolean {
  return updateReady
}

export const subscribeUpdate = updates.subscribe

/** Activates the waiting version and reloads the page under it. */
export function applyUpdate(): void {
  if (!workbox) return
  workbox.addEventListener('controlling', () => window.location.reload())
  workbox.messageSkipWaiting()
}
