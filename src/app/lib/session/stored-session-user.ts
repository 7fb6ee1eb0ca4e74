// Reads the signed-in user back from localStorage. A hand-written check instead of the contract's
// zod schema: this runs before the first paint of every page, and zod (with the date rules the
// contract pulls in) would more than double the public pages' JavaScript. A property test keeps
// it in step with `sessionUserSchema`.
import type { SessionUser } from '#shared/contract/auth.ts'
import { isStaffRole } from '#shared/roles.ts'

// RFC 9562 versions 1–8, plus the nil and max UUIDs, as zod's `z.uuid()` accepts.
const UUID =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}|0{8}-0{4}-0{4}-0{4}-0{12}|f{8}-f{4}-f{4}-f{4}-f{12})$/i

export function parseStoredUser(value: unknown): SessionUser | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const v = value as Record<string, unknown>
  const valid =
    typeof v.id === 'string' &&
    UUID.test(v.id) &&
    typeof v.name === 'string' &&
    typeof v.last_name === 'string' &&
    typeof v.email === 'string' &&
    isStaffRole(v.role) &&
    typeof v.must_change_password === 'boolean'
  if (!valid) return null
  return {
    id: v.id as string,
    name: v.name as string,
    last_name: v.last_name as string,
    email: v.email as string,
    role: v.role as SessionUser['role'],
    must_change_password: v.must_change_password as boolean,
  }
}
