// The staff app's service worker: precaches the app shell (vite-plugin-pwa injects the list; the
// admins' screens only on a device registered for them, `?for=office`: scripts/precache-plan.ts),
// answers every navigation outside /api with index.html so the app opens offline (the public pages
// from the network first: the server paints them, with their own head), waits for the
// page's "Actualizar" before taking over, and relays Background Sync to open tabs.
// NOTE: the outbox is drained by a tab, not here: the access token lives in the page's
// localStorage, which a service worker cannot read. With no tab open the queue waits for the next
// app start (which is also a drain trigger).
import { clientsClaim } from 'workbox-core'
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { isPaintedPagePath } from '../src/shared/i18n/public-pages.ts'
import {
  OFFICE_REVISION,
  OUTBOX_SYNC_TAG,
  SW_DRAIN_MESSAGE,
  SW_FOR_OFFICE,
  SW_FOR_PARAM,
} from '../src/app/offline/sw-messages.ts'

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void
}
interface SyncEvent extends ExtendableEvent {
  tag: string
}
interface WindowClient {
  postMessage(message: unknown): void
}
interface SwScope {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>
  skipWaiting(): Promise<void>
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>
  }
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void
}

declare const self: SwScope & { location: Location }

const forOffice = new URL(self.location.href).searchParams.get(SW_FOR_PARAM) === SW_FOR_OFFICE
precacheAndRoute(
  self.__WB_MANIFEST.flatMap((entry) => {
    if (typeof entry === 'string' || entry.revision !== OFFICE_REVISION) return [entry]
    return forOffice ? [{ url: entry.url, revision: null }] : []
  }),
)
cleanupOutdatedCaches()
clientsClaim()

const shell = createHandlerBoundToURL('/index.html')

// The public pages come painted from the server, with their own title and preview tags; the
// shell (which the app draws) only when there is no network.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isPaintedPagePath(url.pathname),
  async (options) => {
    try {
      return await fetch(options.request)
    } catch {
      return shell(options)
    }
  },
)

registerRoute(
  new NavigationRoute(shell, {
    // The API (its docs and the Khipu simulator's bank page included) is never the app shell.
    denylist: [/^\/api(\/|$)/],
  }),
)

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})

self.addEventListener('sync', (event) => {
  if (event.tag !== OUTBOX_SYNC_TAG) return
  event.waitUntil(
    self.clients
      .matchAll({ type: 'window', includeUncontrolled: true })
      .then((clients) => clients.forEach((client) => client.postMessage(SW_DRAIN_MESSAGE))),
  )
})
