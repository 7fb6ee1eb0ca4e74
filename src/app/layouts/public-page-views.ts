// Page views for the optional analytics script (ANALYTICS_SCRIPT_URL, injected by the server into
// index.html before the app). On every path change of the public site and the payment portal the
// app dispatches `window` event 'bikeschool:pageview' with `detail: { path }`; the script listens.
// Without a configured script nothing is loaded and the event has no listener.
import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'

export const PAGE_VIEW_EVENT = 'bikeschool:pageview'

export interface PageViewDetail {
  path: string
}

// NOTE: a layout can mount twice for one path (Suspense retries); a path is reported once in a row.
let lastReported: string | null = null

export function usePageViews(): void {
  const { pathname } = useLocation()
  useEffect(() => {
    if (pathname === lastReported) return
    lastReported = pathname
    window.dispatchEvent(
      new CustomEvent<PageViewDetail>(PAGE_VIEW_EVENT, { detail: { path: pathname } }),
    )
  }, [pathname])
}
