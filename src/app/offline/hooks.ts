// React hooks over the local store (dexie-react-hooks): they re-render when the store changes
// (a pull, a local change, another tab) and work the same offline. `undefined` = still loading.
import { useEffect, useState, useSyncExternalStore } from 'react'
import { useLiveQuery } from 'dexie-react-hooks'
import { useSession } from '#app/lib/session/use-session.ts'
import { cardsOnDevice } from './card-views.ts'
import { db, type LocalEmergencyCard } from './db.ts'
import { fetchSessionIntoStore } from './session-fetch.ts'
import {
  contactsToTell,
  findStudents,
  getClassSession,
  getGroup,
  listClassSessions,
  listGroups,
  listPeople,
  todayClasses,
  type ClassSessionWithPeople,
  type LocalSupporter,
  type LocalTeacher,
} from './queries.ts'

/** See findStudents: all for no search, none under 3 characters, else name/RUT matches. */
export const useStudents = (search?: string) => useLiveQuery(() => findStudents(search), [search])

export const useSupporters = () => useLiveQuery(() => listPeople<LocalSupporter>('supporters'))

/** Staff (teachers, and admins who may teach) sorted by name. */
export const useTeachers = () => useLiveQuery(() => listPeople<LocalTeacher>('teachers'))

export const useGroups = () => useLiveQuery(listGroups)

/** null when the group is not in the store (deleted, or not synced yet). */
export const useGroup = (id: string) => useLiveQuery(() => getGroup(id), [id])

const NO_CARDS: ReadonlyMap<string, LocalEmergencyCard> = new Map()

/** The emergency cards this device holds of `studentIds` (none while loading). */
export function useCardsOnDevice(studentIds: readonly string[]) {
  const key = studentIds.join(',')
  // NOTE: keyed on the ids' text, not the array (a new one on every render).
  return useLiveQuery(() => cardsOnDevice(studentIds), [key]) ?? NO_CARDS
}

/** Every synced session (the window: 90 days back, 30 ahead), newest first. */
export const useClassSessions = () => useLiveQuery(listClassSessions)

/**
 * null when the session is not in the store and, online, not on the server either: a class
 * outside the synced window is read from the API once (session-fetch.ts), `undefined` meanwhile.
 */
export function useClassSession(id: string) {
  const session = useLiveQuery(() => getClassSession(id), [id])
  const online = useOnline()
  const [fetched, setFetched] = useState<string | null>(null)
  const missing = session === null && online && fetched !== id
  useEffect(() => {
    if (!missing) return
    let live = true
    void fetchSessionIntoStore(id).finally(() => {
      if (live) setFetched(id)
    })
    return () => {
      live = false
    }
  }, [id, missing])
  return missing ? undefined : session
}

/** `date`: 'YYYY-MM-DD' in Santiago (todayInSantiago()). */
export const useTodayClasses = (date: string) => useLiveQuery(() => todayClasses(date), [date])

export interface OutboxStatus {
  /** The signed-in user's changes not yet on the server. */
  pending: number
  /** The signed-in user's changes the server refused (see useRejectedChanges). */
  rejected: number
  online: boolean
  /** The server asked for a new sign-in; the queue waits for it. */
  signInNeeded: boolean
  /** Epoch ms of the last successful pull, null before the first. */
  lastSyncAt: number | null
}

function subscribeOnline(callback: () => void) {
  window.addEventListener('online', callback)
  window.addEventListener('offline', callback)
  return () => {
    window.removeEventListener('online', callback)
    window.removeEventListener('offline', callback)
  }
}

export const useOnline = () =>
  useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  )

export function useOutboxStatus(): OutboxStatus {
  const online = useOnline()
  const userId = useSession()?.user.id ?? null
  const counts = useLiveQuery(async () => {
    const mine = userId ? await db.outbox.where('userId').equals(userId).toArray() : []
    const [signInNeeded, lastSyncAt] = await Promise.all([
      db.meta.get('signInNeeded'),
      db.meta.get('lastSyncAt'),
    ])
    return {
      pending: mine.filter((e) => e.status === 'pending').length,
      rejected: mine.filter((e) => e.status === 'rejected').length,
      signInNeeded: Boolean(signInNeeded?.value),
      lastSyncAt: typeof lastSyncAt?.value === 'number' ? lastSyncAt.value : null,
    }
  }, [userId])
  return {
    pending: counts?.pending ?? 0,
    rejected: counts?.rejected ?? 0,
    signInNeeded: counts?.signInNeeded ?? false,
    lastSyncAt: counts?.lastSyncAt ?? null,
    online,
  }
}

/** How many of `userId`'s changes wait on this device to be sent (also while signed out). */
export const usePendingCountOf = (userId: string | undefined) =>
  useLiveQuery(
    () =>
      userId
        ? db.outbox
            .where('userId')
            .equals(userId)
            .filter((entry) => entry.status === 'pending')
            .count()
        : 0,
    [userId],
  )

/** The signed-in user's rejected changes, oldest first, with the server's detail. */
export function useRejectedChanges() {
  const userId = useSession()?.user.id ?? null
  return useLiveQuery(
    async () =>
      userId
        ? (await db.outbox.where('userId').equals(userId).toArray()).filter(
            (e) => e.status === 'rejected',
          )
        : [],
    [userId],
  )
}

/** The guardians to tell about a class (contactsToTell), from the store, offline too. */
export function useContactsToTell(session: ClassSessionWithPeople) {
  const students = [...session.attendees, ...session.unmarked]
  const key = students.map((s) => `${s.id}:${s.supporter_id ?? ''}`).join(',')
  // NOTE: keyed on the ids, not the session object, which each store change replaces.
  return useLiveQuery(() => contactsToTell(students), [key])
}
