// What the portal shows of a child before the guardian is recognised: no name and no dates.

/** A class line's days: ' (martes 3 y jueves 5 de noviembre)' at the end of the description. */
const ATTENDED_DAYS = / \([^()]* de [a-záéíóú]+\)$/

/** 'Clases grupales: 2 × $12.000 (martes 3 y jueves 5 de noviembre)' → 'Clases grupales: 2 × $12.000'. */
export const withoutDates = (description: string) => description.replace(ATTENDED_DAYS, '')

/** 'Tomás Pérez' → 'Tomás P.': first name and last initial, all the portal ever shows. */
export function shortName(name: string, lastName: string): string {
  const first = name.trim().split(/\s+/)[0] ?? ''
  const initial = lastName.trim().charAt(0)
  return initial ? `${first} ${initial.toLocaleUpperCase('es')}.` : first
}
