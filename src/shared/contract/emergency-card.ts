// A student's emergency card as the API and the sync pull send it (emergency.ts holds what admins
// write). A module of its own, so what only reads cards (a teacher's pull) loads neither the
// forms' checks nor the phone rules they validate with.
import { z } from 'zod'
import { dateTimeSchema, idSchema } from './common.ts'

export const emergencyCardSchema = z.object({
  student_id: idSchema,
  contacts: z.array(z.object({ name: z.string(), relation: z.string(), phone: z.string() })),
  allergies: z.string(),
  conditions: z.string(),
  medication: z.string(),
  insurance_provider: z.string(),
  insurance_plan: z.string(),
  consent: z.boolean(),
  consent_date: z.string().nullable(),
  /** Who ticked the consent box (an admin's name), and when. */
  consent_recorded_by: z.string().nullable(),
  consent_recorded_at: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema.nullable(),
  /**
   * Whether the guardian has signed the health consent (Ley 21.719). false: a device's or a
   * teacher's card carries only the contacts (health notes and insurance empty), and says why;
   * an admin's online card carries everything. Absent from servers before the signed consent.
   */
  health_consent_signed: z.boolean().optional(),
})
export type EmergencyCard = z.infer<typeof emergencyCardSchema>
