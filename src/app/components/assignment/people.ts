// The person shapes the assignment section works with, and the one name order and search rule it
// uses (full name, Spanish collation; case and accents ignored).
import { fold } from '#app/offline/db.ts'

export interface Person {
  id: string
  name: string
  last_name: string
  /** Shown under the name in the picker and searched too (RUT or e-mail). */
  detail?: string | null
}

export interface AssignedPerson extends Person {
  /** Present only where the section shows the Transporte column. */
  used_transport?: boolean
}

export const fullName = (p: Pick<Person, 'name' | 'last_name'>) => `${p.name} ${p.last_name}`.trim()

export function sortByName<T extends Person>(people: readonly T[]): T[] {
  return [...people].sort((a, b) => fullName(a).localeCompare(fullName(b), 'es'))
}

/** Every word of the search must appear in the name or the detail. */
export function matches(person: Person, search: string): boolean {
  const words = fold(search).split(/\s+/).filter(Boolean)
  if (words.length === 0) return true
  const text = fold(`${fullName(person)} ${person.detail ?? ''}`)
  return words.every((w) => text.includes(w))
}
