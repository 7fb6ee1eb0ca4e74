// Deleting a family's data (Ley 21.719, derecho de supresión): the guardian and every child of
// theirs are anonymised; invoices, payments and boletas stay, with the names replaced.
import { z } from 'zod'

/** POST /api/supporters/{id}/anonymize answers what was anonymised. */
export const familyAnonymizedSchema = z.object({
  guardian_id: z.uuid(),
  /** How many of the guardian's children were anonymised with them. */
  students: z.number().int().nonnegative(),
  /** True when the family had already been anonymised: nothing changed. */
  already_anonymized: z.boolean(),
})
export type FamilyAnonymized = z.infer<typeof familyAnonymizedSchema>
