// Sign-in, token refresh and password change: the bodies both the server and the app agree on.
import { z } from 'zod'
import { idSchema } from './common.ts'
import { STAFF_ROLES } from '../roles.ts'

export const loginRequestSchema = z.strictObject({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
  password: z.string().min(1).max(256),
})
export type LoginRequest = z.infer<typeof loginRequestSchema>

/** The signed-in staff member as the app keeps it. */
export const sessionUserSchema = z.object({
  id: idSchema,
  name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  must_change_password: z.boolean(),
})
export type SessionUser = z.infer<typeof sessionUserSchema>

export const loginResponseSchema = z.object({
  access_token: z.string(),
  user: sessionUserSchema,
})
export type LoginResponse = z.infer<typeof loginResponseSchema>

export const refreshResponseSchema = loginResponseSchema
export type RefreshResponse = LoginResponse

export const passwordChangeRequestSchema = z.strictObject({
  current_password: z.string().min(1).max(256),
  new_password: z.string().min(1).max(256),
  confirm_password: z.string().min(1).max(256),
})
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequestSchema>
