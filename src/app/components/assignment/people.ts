// The person shapes the assignment section works with; their order and search are the shared
// rules (src/shared/name-order.ts, src/shared/search.ts).

export interface Person {
  id: string
  name: string
  last_name: string
  /** Shown under the name in the picker and searched too (RUT or e-mail). */
  detail?: string | null
}

export type AssignedPerson = Person
