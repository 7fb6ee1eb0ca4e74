// GET /privacy/register (admins): the processing register, from the data map of
// src/shared/processing-register.ts with the school's configured periods and outside services,
// and what each role's phone holds, read from the sync contract.
import { z } from 'zod'

export const processingRegisterSchema = z.object({
  activities: z.array(
    z.object({
      key: z.string(),
      title: z.string(),
      data: z.string(),
      purpose: z.string(),
      basis: z.string(),
      access: z.string(),
      recipients: z.array(z.string()),
      retention: z.string(),
    }),
  ),
  /** What a phone of the staff app holds for each role, field by field. */
  devices: z.array(
    z.object({
      role: z.string(),
      holds: z.array(z.object({ what: z.string(), fields: z.array(z.string()) })),
    }),
  ),
  /** The outside services, and whether this server is set up to use each. */
  services: z.array(z.object({ name: z.string(), sends: z.string(), configured: z.boolean() })),
})
export type ProcessingRegister = z.infer<typeof processingRegisterSchema>
