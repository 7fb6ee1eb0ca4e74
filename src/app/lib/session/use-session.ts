import { useSyncExternalStore } from 'react'
import { getSession, subscribeSession, type Session } from '#app/lib/session/session-store.ts'

/**
 * The current session, re-rendering on login, refresh and logout (also from other tabs). A page
 * the server painted (the sign-in, the public pages) was drawn with nobody signed in: hydrating
 * it starts from that too, then re-renders with the session this device holds.
 */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, signedOutOnServer)
}

const signedOutOnServer = () => null
