// The Asistencias search (spec §2): case- and accent-insensitive on the session's Spanish weekday
// name, month name, description or name.
import { formatDayMonth } from '#shared/dates.ts'
import type { LocalClassSession } from '#app/offline/db.ts'
import { foldText } from '#shared/search.ts'

export function matchesSessionSearch(
  session: Pick<LocalClassSession, 'session_date' | 'description' | 'name'>,
  search: string,
): boolean {
  const text = foldText(search.trim())
  if (text === '') return true
  // 'miércoles 4 de noviembre' → weekday first, month last.
  const words = formatDayMonth(session.session_date).split(' ')
  const haystack = [words[0], words[words.length - 1], session.description, session.name]
  return haystack.some((value) => value && foldText(value).includes(text))
}
