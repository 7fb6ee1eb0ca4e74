import { useSyncExternalStore } from 'react'

const never = () => () => {}

/**
 * False while the server draws a page and while the browser takes over a page the server painted,
 * true from then on (and at once on a page the app draws itself): what must wait for the app's
 * script, e.g. a submit button, which before would send the form the browser's way.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
}
