// The columns of a person as the API names them everywhere (PersonRef: id, name, last name), for
// any query over users or an alias of it (the student, the payer, whoever recorded a payment).
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

interface PersonColumns {
  id: AnyPgColumn
  name: AnyPgColumn
  last_name: AnyPgColumn
}

/** `{ name, last_name }` of `people` (users or an alias), for a select. */
export const personName = <T extends Omit<PersonColumns, 'id'>>(
  people: T,
): Pick<T, 'name' | 'last_name'> => ({ name: people.name, last_name: people.last_name })

/** `{ id, name, last_name }` of `people` (users or an alias), for a select. */
export const personRef = <T extends PersonColumns>(
  people: T,
): Pick<T, 'id' | 'name' | 'last_name'> => ({ id: people.id, ...personName(people) })

/** `{ id, name, last_name, email }` of `people` (users or an alias), for a select. */
export const personWithEmail = <T extends PersonColumns & { email: AnyPgColumn }>(
  people: T,
): Pick<T, 'id' | 'name' | 'last_name' | 'email'> => ({ ...personRef(people), email: people.email })
