// Starts and stops the offline sync for the signed-in user: drains the outbox and pulls on app
// start, sign-in, `online`, the tab becoming visible, every few minutes while online, and when the
// service worker relays a Background Sync ('outbox-drain' message). Signed out, it stays idle;
// the outbox is kept (it belongs to its user and replays at their next sign-in).
import { isAdminRole } from '#shared/roles.ts'
import { getSession, subscribeSession } from '#app/lib/session/session-store.ts'
import { sendCardViews } from './card-views.ts'
import { cancelScheduledDrain, drainAfterReconnect, drainOutbox } from './outbox.ts'
import { SW_DRAIN_MESSAGE } from './sw-messages.ts'
import { pullNow } from './sync.ts'

export const PERIODIC_SYNC_MS = 3 * 60_000

let stop: (() => void) | null = null

/** Drains first (the server should see local changes before we read it back), then pulls. */
export async function syncNow(): Promise<void> {
  await Promise.all([drainOutbox().catch(() => 'failed'), sendCardViews().catch(() => {})])
  await pullNow()
}

async function syncAfterReconnect(): Promise<void> {
  await drainAfterReconnect().catch(() => 'failed')
  await sendCardViews().catch(() => {})
  await pullNow()
}

/**
 * The offline app (the service worker's precache) installs once the first pull has landed: on one
 * bar of signal its download never delays signing in and a usable Hoy.
 */
async function installOfflineApp() {
  const session = getSession()
  if (!session) return
  const { installOfflineApp } = await import('./sw-registration.ts')
  await installOfflineApp(isAdminRole(session.user.role))
}

function onSignIn() {
  // Best effort: the browser decides; persisted storage is not evicted under pressure.
  void navigator.storage?.persist?.().catch(() => false)
  void syncNow().then(installOfflineApp)
}

function onSessionChange(previousUserId: { current: string | null }) {
  const userId = getSession()?.user.id ?? null
  if (userId && userId !== previousUserId.current) onSignIn()
  if (!userId) cancelScheduledDrain()
  previousUserId.current = userId
}

/** Idempotent; returns the function that stops it (tests, hot reload). */
export function startOfflineSync(): () => void {
  if (stop) return stop
  const previous = { current: getSession()?.user.id ?? null }
  const trigger = () => void syncNow()
  const onOnline = () => void syncAfterReconnect()
  const onVisible = () => {
    if (document.visibilityState === 'visible') trigger()
  }
  const onMessage = (event: MessageEvent) => {
    if (event.data === SW_DRAIN_MESSAGE) void drainOutbox().catch(() => {})
  }
  window.addEventListener('online', onOnline)
  document.addEventListener('visibilitychange', onVisible)
  navigator.serviceWorker?.addEventListener('message', onMessage)
  const unsubscribe = subscribeSession(() => onSessionChange(previous))
  const interval = setInterval(() => {
    if (navigator.onLine) trigger()
  }, PERIODIC_SYNC_MS)
  if (previous.current) onSignIn()

  stop = () => {
    window.removeEventListener('online', onOnline)
    document.removeEventListener('visibilitychange', onVisible)
    navigator.serviceWorker?.removeEventListener('message', onMessage)
    unsubscribe()
    clearInterval(interval)
    cancelScheduledDrain()
    stop = null
  }
  return stop
}
