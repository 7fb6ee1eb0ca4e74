import { useSyncExternalStore } from 'react'
import { getSession, subscribeSession, type Session } from '#app/lib/session/session-store.ts'

/** The current session, re-rendering on login, refresh and logout (also from other tabs). */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession)
}
