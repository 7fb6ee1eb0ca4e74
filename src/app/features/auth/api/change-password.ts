import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import type { PasswordChangeRequest } from '#shared/contract/auth.ts'
import { api } from '#app/lib/api-client.ts'
import { getSession, updateSessionUser } from '#app/lib/session/session-store.ts'

const passwordChangeResponseSchema = z.object({ detail: z.string() })

export async function changePassword(body: PasswordChangeRequest): Promise<string> {
  const response = await api.post('/users/me/password', body, {
    schema: passwordChangeResponseSchema,
  })
  updateSessionUser({ must_change_password: false })
  await replaceOfflineVerifier(body.new_password)
  return response.detail
}

/** The old password must stop opening this device offline; the new one takes its place. */
async function replaceOfflineVerifier(password: string): Promise<void> {
  const user = getSession()?.user
  if (!user) return
  const offline = await import('#app/offline/offline-login.ts').catch(() => null)
  if (!offline) return
  try {
    await offline.rememberOfflineLogin(user, await offline.prepareVerifier(password))
  } catch {
    await offline.forgetOfflineLogin(user.email).catch(() => undefined)
  }
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword })
}
