import { useMutation } from '@tanstack/react-query'
import {
  loginResponseSchema,
  type LoginRequest,
  type LoginResponse,
} from '#shared/contract/auth.ts'
import { api } from '#app/lib/api-client.ts'
import { setSession } from '#app/lib/session-store.ts'

/** Signs in and keeps the session; a 401 here means wrong credentials, so no token refresh. */
export async function login(credentials: LoginRequest): Promise<LoginResponse> {
  const response = await api.post('/login', credentials, {
    schema: loginResponseSchema,
    auth: false,
  })
  setSession({ accessToken: response.access_token, user: response.user })
  return response
}

export function useLogin() {
  return useMutation({ mutationFn: login })
}
