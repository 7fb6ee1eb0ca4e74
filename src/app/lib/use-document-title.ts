import { useEffect } from 'react'
import { pageTitle } from '#shared/i18n/public-pages.ts'
import { school } from './school.ts'

/**
 * Names the browser tab after the screen, so history and screen readers say where you are; null
 * (the home page): the school's name alone, as the server's HTML says it (pageTitle).
 */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title === null ? school.name : pageTitle(title, school.name)
  }, [title])
}
