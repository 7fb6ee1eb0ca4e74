// @vitest-environment jsdom
import { QueryObserver } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { queryClient } from './query-client.ts'
import { clearPersistedQueries, startQueryPersistence } from './query-persistence.ts'

const KEY = ['dashboard', '2026-10']
const SAVED = { timeout: 3_000 }
const kept = () => localStorage.getItem('staff-query-cache') ?? ''
/** Restoring reads storage asynchronously; saving starts once it is done. */
const restored = () => new Promise((resolve) => setTimeout(resolve, 0))

/** Saves a dashboard answer as user `userId` on app version `version`, then closes the app. */
async function keepAnswer(userId: string, version: string) {
  const stop = startQueryPersistence(userId, version)
  await restored()
  queryClient.setQueryData(KEY, { collected: 28500 })
  await vi.waitFor(() => expect(kept()).toContain('28500'), SAVED)
  stop()
  queryClient.clear()
}

afterEach(() => {
  queryClient.clear()
  clearPersistedQueries()
  localStorage.clear()
})

describe('the kept staff views', () => {
  it('come back for the same user on the same app version', async () => {
    await keepAnswer('user-1', '1.0.0')
    const stop = startQueryPersistence('user-1', '1.0.0')
    await vi.waitFor(() => expect(queryClient.getQueryData(KEY)).toEqual({ collected: 28500 }))
    stop()
  })

  it.each([
    ['after the app is updated to another version', 'user-1', '1.1.0'],
    ['to another user', 'user-2', '1.0.0'],
  ])('are not shown %s', async (_, userId, version) => {
    await keepAnswer('user-1', '1.0.0')
    const stop = startQueryPersistence(userId, version)
    await vi.waitFor(() => expect(kept()).not.toContain('28500'), SAVED)
    expect(queryClient.getQueryData(KEY)).toBeUndefined()
    stop()
  })

  it('come back kept seconds ago, and a screen opened on them asks the server again', async () => {
    await keepAnswer('user-1', '1.0.0')
    const stop = startQueryPersistence('user-1', '1.0.0')
    await vi.waitFor(() => expect(queryClient.getQueryData(KEY)).toEqual({ collected: 28500 }))
    // The page load's screen: the kept answer is younger than the cache's staleTime.
    const fetched = vi.fn(() => Promise.resolve({ collected: 31000 }))
    const screen = new QueryObserver(queryClient, { queryKey: KEY, queryFn: fetched })
    const unsubscribe = screen.subscribe(() => {})
    await vi.waitFor(() => expect(queryClient.getQueryData(KEY)).toEqual({ collected: 31000 }))
    expect(fetched).toHaveBeenCalledOnce()
    unsubscribe()
    stop()
  })
})
