import { RequireAuth } from '#app/features/auth/components/require-auth.tsx'
import { WithQueries } from '#app/lib/query-provider.tsx'
import { StaffLayout } from './staff-layout.tsx'

/** Everything behind the login: the guard, then the staff frame. Loaded lazily by the router. */
export function StaffArea() {
  return (
    <WithQueries>
      <RequireAuth>
        <StaffLayout />
      </RequireAuth>
    </WithQueries>
  )
}
