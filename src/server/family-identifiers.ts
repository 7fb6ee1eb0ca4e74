// What a staff member reads of a family online (Ley 21.719, data minimisation): admins read
// students' and guardians' RUT, birth date and e-mail; every route answers them to a teacher as
// null (the rule: src/shared/people-access.ts). Staff records are not a family's: they stay whole.
import type { Role, StaffRole } from '#shared/roles.ts'
import { isFamilyRole, seesFamilyIdentifiers } from '#shared/people-access.ts'

const IDENTIFIERS = ['rut', 'email', 'birth_date'] as const
type Identifiers = { [K in (typeof IDENTIFIERS)[number]]?: string | null }

/** `person` with whichever of RUT, e-mail and birth date it carries set to null. */
function withoutIdentifiers<T extends Identifiers>(person: T): T {
  const copy: Identifiers = { ...person }
  for (const key of IDENTIFIERS) if (key in copy) copy[key] = null
  return copy as T
}

/** A student or guardian as `viewer` reads them: whole for admins, without identifiers else. */
export function familyMemberFor<T extends Identifiers>(viewer: StaffRole, person: T): T {
  return seesFamilyIdentifiers(viewer) ? person : withoutIdentifiers(person)
}

/** Anyone with a role as `viewer` reads them: staff whole, a family's member as above. */
export function personFor<T extends Identifiers & { role: Role }>(viewer: StaffRole, person: T): T {
  return isFamilyRole(person.role) ? familyMemberFor(viewer, person) : person
}

/** A group or a class as `viewer` reads it: its students without identifiers for a teacher. */
export function withStudentsFor<S extends Identifiers, T extends { students: S[] }>(
  viewer: StaffRole,
  detail: T,
): T {
  return { ...detail, students: detail.students.map((s) => familyMemberFor(viewer, s)) }
}
