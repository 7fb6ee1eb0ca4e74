// Keeps the staff's online-only views (dashboard, invoices, prices, people details) in
// localStorage so the last view still shows offline, read-only (DESIGN §6), for the user and the
// app version that kept them. The payment portal's answers are never kept: they are a guardian's
// data on a possibly shared phone.
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister'
import { persistQueryClient } from '@tanstack/react-query-persist-client'
import { APP_VERSION } from './app-version.ts'
import { queryClient } from './query-client.ts'

const STORAGE_KEY = 'staff-query-cache'
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000
const NOT_KEPT = new Set(['payments'])

const persister = createSyncStoragePersister({ storage: window.localStorage, key: STORAGE_KEY })

/**
 * Restores the signed-in user's cached views and keeps saving them; returns the stop function.
 * `appVersion` is this app's (a test names others).
 */
export function startQueryPersistence(userId: string, appVersion = APP_VERSION): () => void {
  const [stop, restored] = persistQueryClient({
    queryClient,
    persister,
    maxAge: MAX_AGE_MS,
    // NOTE: the cache of another user (a shared tablet) is discarded, never shown; so is the cache
    // of another version of the app, whose answers may have another shape.
    buster: JSON.stringify([appVersion, userId]),
    dehydrateOptions: {
      shouldDehydrateQuery: (query) =>
        query.state.status === 'success' && !NOT_KEPT.has(String(query.queryKey[0])),
    },
  })
  // What was kept is for showing while the network answers, or without it: once restored, every
  // view asks again (a kept answer younger than the cache's staleTime would otherwise stand,
  // and a screen opened by a page load would show the previous visit's list).
  void restored.then(() => queryClient.invalidateQueries())
  return stop
}

/** Forgets every kept view; called when the session ends. */
export function clearPersistedQueries(): void {
  void persister.removeClient()
}
