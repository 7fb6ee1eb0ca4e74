import type { ReactNode } from 'react'
import { Navigate, Outlet } from 'react-router-dom'
import type { StaffRole } from '#shared/roles.ts'
import { useSessionUser } from '#app/lib/session/session-user-context.ts'

/** Sends a signed-in user whose role is not allowed to /unauthorized. Must sit below RequireAuth. */
export function RequireRole({
  roles,
  children,
}: {
  roles: readonly StaffRole[]
  children?: ReactNode
}) {
  const user = useSessionUser()
  if (!user || !roles.includes(user.role)) return <Navigate to="/unauthorized" replace />
  return <>{children ?? <Outlet />}</>
}
