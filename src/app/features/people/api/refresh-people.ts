// After a write on the server: drop the cached server answers about people and pull the offline
// store, so lists and detail pages (read from both) show the change at once.
import type { QueryClient } from '@tanstack/react-query'
import { pullNow } from '#app/offline/sync.ts'

export async function refreshPeople(queryClient: QueryClient): Promise<void> {
  await Promise.all([queryClient.invalidateQueries({ queryKey: ['people'] }), pullNow()])
}
