import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import type { PasswordChangeRequest } from '#shared/contract/auth.ts'
import { api } from '#app/lib/api-client.ts'
import { updateSessionUser } from '#app/lib/session-store.ts'

const passwordChangeResponseSchema = z.object({ detail: z.string() })

export async function changePassword(body: PasswordChangeRequest): Promise<string> {
  const response = await api.post('/users/me/password', body, {
    schema: passwordChangeResponseSchema,
  })
  updateSessionUser({ must_change_password: false })
  return response.detail
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword })
}
