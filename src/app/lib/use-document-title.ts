import { useEffect } from 'react'
import { school } from './school.ts'

/** Names the browser tab after the screen, so history and screen readers say where you are. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${school.name}`
  }, [title])
}
