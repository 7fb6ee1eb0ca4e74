import type { NavigateFunction } from 'react-router-dom'

/**
 * One step back: within the app when it has history, else the browser's own (a URL typed into
 * the address bar starts the app's history afresh), else home when the tab has nowhere to go.
 */
export function goBack(navigate: NavigateFunction): void {
  const index = (window.history.state as { idx?: number } | null)?.idx ?? 0
  if (index > 0) navigate(-1)
  else if (window.history.length > 1) window.history.back()
  else navigate('/', { replace: true })
}
