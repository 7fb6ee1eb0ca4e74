// Chilean mobile numbers (phone-number.ts) and the schema that checks and stores one from a form.
import { z } from 'zod'
import { validationMessages } from './i18n/validation.ts'
import { isValidPhone, normalizePhone } from './phone-number.ts'

export * from './phone-number.ts'

export const phoneSchema = z
  .string()
  .trim()
  .refine(isValidPhone, { error: validationMessages.phoneInvalid })
  .transform(normalizePhone)
