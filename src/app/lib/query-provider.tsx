import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { queryClient } from './query-client.ts'

/**
 * The app's one query client for what is under it: the staff area and the login form. Not around
 * the whole app, so the public and guardian pages do not load TanStack Query.
 */
export function WithQueries({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
}
