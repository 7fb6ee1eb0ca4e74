// The signed-in user as seen by components below the auth guard. Deliberately free of the session
// store (and of zod) so the route table can use it without pulling the staff code into the first load.
import { createContext, useContext } from 'react'
import type { SessionUser } from '#shared/contract/auth.ts'

export const SessionUserContext = createContext<SessionUser | null>(null)

export function useSessionUser(): SessionUser | null {
  return useContext(SessionUserContext)
}
