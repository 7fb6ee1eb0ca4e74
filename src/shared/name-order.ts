// The one order of names and titles in every list, on the server and on the device: Spanish
// alphabetical order (a, b, …, n, ñ, o, …; 'Ángel' beside 'Andrés'; case second), people by full
// name as shown ('Ana María Soto' before 'Ana Pérez'), then by id so equal names keep one order.
// NOTE: the databases compare text by code point ("C" collation, and PGlite has no ICU), so lists
// are sorted with this comparator after the query, never by ORDER BY on names.

const collator = new Intl.Collator('es', { usage: 'sort', numeric: true })

/** Spanish order of two texts (group names, titles). */
export const compareText = (a: string, b: string): number => collator.compare(a, b)

export interface Named {
  name: string
  last_name: string
}

export const fullName = (p: Named): string => `${p.name} ${p.last_name}`.trim()

/** Spanish order of people by full name, then by id when both have one. */
export function compareNames(a: Named & { id?: string }, b: Named & { id?: string }): number {
  const byName = collator.compare(fullName(a), fullName(b))
  if (byName !== 0 || a.id === undefined || b.id === undefined) return byName
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0
}

/** A sorted copy of a list of people. */
export function sortByFullName<T extends Named & { id?: string }>(people: readonly T[]): T[] {
  return [...people].sort(compareNames)
}

/** A sorted copy of a list of named things (groups), then by id. */
export function sortByTitle<T extends { name: string | null; id: string }>(
  items: readonly T[],
): T[] {
  return [...items].sort(
    (a, b) =>
      collator.compare(a.name ?? '', b.name ?? '') || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  )
}
