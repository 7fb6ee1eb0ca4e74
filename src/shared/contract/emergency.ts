// The emergency card of a student ('Emergencia y salud'): contacts, health notes, insurance and
// the guardian's consent. Admins write it; admins read all; a teacher reads their own students'.
import { z } from 'zod'
import { emergencyMessages as e } from '../i18n/emergency.ts'
import { phoneSchema } from '../phone.ts'
import { dateTimeSchema, idSchema, isoDateSchema, textSchema } from './common.ts'

export const MAX_EMERGENCY_CONTACTS = 5

export const emergencyContactSchema = z.strictObject({
  name: textSchema({ max: 120, required: e.contactNameRequired }),
  relation: textSchema({ max: 60, required: e.contactRelationRequired }),
  // A grandmother's landline will do: whoever answers.
  phone: phoneSchema('any', e.contactPhoneRequired),
})
export type EmergencyContact = z.output<typeof emergencyContactSchema>

const note = () => textSchema({ max: 1000, multiline: true }).optional().default('')
const line = () => textSchema({ max: 120 }).optional().default('')

/** True when the card holds health notes or insurance: data that needs the guardian's consent. */
export function hasHealthData(card: {
  allergies: string
  conditions: string
  medication: string
  insurance_provider: string
  insurance_plan: string
}): boolean {
  return [
    card.allergies,
    card.conditions,
    card.medication,
    card.insurance_provider,
    card.insurance_plan,
  ].some((value) => value.trim() !== '')
}

/** PUT /students/{id}/emergency (admins): the whole card. */
export const emergencyCardBodySchema = z
  .strictObject({
    contacts: z
      .array(emergencyContactSchema)
      .max(MAX_EMERGENCY_CONTACTS, { error: e.tooManyContacts })
      .optional()
      .default([]),
    allergies: note(),
    conditions: note(),
    medication: note(),
    insurance_provider: line(),
    insurance_plan: line(),
    consent: z.boolean({ error: e.consentRequired }).optional().default(false),
    /** The day the guardian authorised it ('YYYY-MM-DD'); required with consent. */
    consent_date: isoDateSchema.nullish().transform((day) => day ?? null),
  })
  .superRefine((card, ctx) => {
    if (!card.consent && hasHealthData(card)) {
      ctx.addIssue({ code: 'custom', path: ['consent'], message: e.consentRequired })
    }
    if (card.consent && !card.consent_date) {
      ctx.addIssue({ code: 'custom', path: ['consent_date'], message: e.consentDateRequired })
    }
  })
export type EmergencyCardBody = z.input<typeof emergencyCardBodySchema>

export { emergencyCardSchema, type EmergencyCard } from './emergency-card.ts'

/** POST /emergency-cards/views: cards a device opened (offline too), one audit row each. */
export const emergencyCardViewsBodySchema = z.strictObject({
  views: z
    .array(z.strictObject({ student_id: idSchema, viewed_at: dateTimeSchema }))
    .min(1)
    .max(200, { error: e.tooManyViews }),
})
export type EmergencyCardViewsBody = z.infer<typeof emergencyCardViewsBodySchema>
