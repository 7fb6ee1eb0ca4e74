// Registers the service worker (production builds only) with workbox-window and tells the update
// prompt when a new version is waiting; "Actualizar" lets it take over and reloads once it does.
import { Workbox } from 'workbox-window'

let workbox: Workbox | null = null
let updateReady = false
const listeners = new Set<() => void>()

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || workbox) return
  workbox = new Workbox('/sw.js', { scope: '/' })
  workbox.addEventListener('waiting', () => {
    updateReady = true
    listeners.forEach((listener) => listener())
  })
  void workbox.register().catch(() => {})
}

export function isUpdateReady(): boolean {
  return updateReady
}

export function subscribeUpdate(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Activates the waiting version and reloads the page under it. */
export function applyUpdate(): void {
  if (!workbox) return
  workbox.addEventListener('controlling', () => window.location.reload())
  workbox.messageSkipWaiting()
}
