// How a search typed by a person matches text, on the server's `?search=` and on the device's
// lists alike: case and accents are ignored ('jose' finds 'José', 'nunez' finds 'Núñez') and every
// word typed must appear; a RUT matches with or without its dots and hyphen.
import { cleanRut } from './rut.ts'

/** The app searches students only from this many characters on; the API accepts any length. */
export const MIN_SEARCH_LENGTH = 3

/** Lower case without accents: 'José ÑUÑOA' → 'jose nunoa' (decomposed input too). */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
}

/** The words of a search, folded: '  José  Pérez ' → ['jose', 'perez']. */
export function searchWords(search: string): string[] {
  return foldText(search.trim()).split(/\s+/).filter(Boolean)
}

/** A RUT as searched: no dots, hyphens or spaces, lower case ('12.345.678-K' → '12345678k'). */
export const rutSearchKey = (text: string): string => cleanRut(text).toLowerCase()

export interface Searchable {
  name: string
  last_name: string
  email?: string | null
  /** Shown with the person and searched as text (e.g. a RUT or e-mail in a picker). */
  detail?: string | null
  rut?: string | null
}

/** Every word typed appears in the name, last name, e-mail or detail, or in the RUT. */
export function matchesPerson(person: Searchable, search: string): boolean {
  const words = searchWords(search)
  if (words.length === 0) return true
  const text = foldText(
    [person.name, person.last_name, person.email, person.detail].filter(Boolean).join(' '),
  )
  const rut = person.rut ? rutSearchKey(person.rut) : ''
  return words.every((word) => {
    if (text.includes(word)) return true
    const rutWord = rutSearchKey(word)
    return rutWord !== '' && rut.includes(rutWord)
  })
}
