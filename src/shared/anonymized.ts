// What stands in for a person once their data is deleted (Ley 21.719) or past its retention: a
// generic name and a short suffix taken from the row's random id, so two anonymised children of a
// list can still be told apart without saying who they were.

export const ANONYMIZED_NAMES = {
  student: 'Alumno eliminado',
  supporter: 'Apoderado eliminado',
  /** A contact of an emergency card, or a signer, named in the family's rows. */
  other: 'Persona eliminada',
} as const

/** '#3F2A': four characters of the person's (random) id. */
export const anonymizedSuffix = (id: string) =>
  `#${id.replaceAll('-', '').slice(0, 4).toUpperCase()}`

/** What replaces a RUT, a phone or an e-mail found in free text or a snapshot. */
export const REDACTED = '[eliminado]'
