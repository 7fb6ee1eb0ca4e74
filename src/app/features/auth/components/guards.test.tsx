// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { clearSession, endedSession, setSession } from '#app/lib/session/session-store.ts'
import { routerFuture, staffUser } from '#app/test/fixtures.ts'
import type { SessionUser } from '#shared/contract/auth.ts'
import { RequireAuth } from './require-auth.tsx'
import { RequireRole } from './require-role.tsx'

function LoginProbe() {
  const location = useLocation()
  return <p>login from {(location.state as { from?: string } | null)?.from ?? 'nowhere'}</p>
}

function SessionEndedProbe() {
  const location = useLocation()
  const from = (location.state as { from?: string } | null)?.from ?? 'nowhere'
  return <p>session ended from {from}</p>
}

function renderAt(path: string, user?: SessionUser) {
  if (user) setSession({ accessToken: 'token', user })
  render(
    <MemoryRouter future={routerFuture} initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<LoginProbe />} />
        <Route path="/session-ended" element={<SessionEndedProbe />} />
        <Route path="/unauthorized" element={<p>forbidden page</p>} />
        <Route element={<RequireAuth />}>
          <Route element={<RequireRole roles={['superadmin', 'admin', 'teacher']} />}>
            <Route path="/students" element={<p>students page</p>} />
            <Route path="/password-change" element={<p>password page</p>} />
          </Route>
          <Route element={<RequireRole roles={['superadmin', 'admin']} />}>
            <Route path="/dashboard" element={<p>dashboard page</p>} />
          </Route>
        </Route>
      </Routes>
    </MemoryRouter>,
  )
}

afterEach(() => {
  cleanup()
  clearSession({ onPurpose: true })
})

describe('staff guards', () => {
  it('sends a visitor without session to /login, remembering path and query', () => {
    renderAt('/students?search=ana')
    expect(screen.getByText('login from /students?search=ana')).toBeTruthy()
    expect(screen.queryByText('students page')).toBeNull()
  })

  it('lets a signed-in user with an allowed role through', () => {
    renderAt('/dashboard', staffUser({ role: 'admin' }))
    expect(screen.getByText('dashboard page')).toBeTruthy()
  })

  it('sends a user whose role is not allowed to /unauthorized', () => {
    renderAt('/dashboard', staffUser({ role: 'teacher' }))
    expect(screen.getByText('forbidden page')).toBeTruthy()
    expect(screen.queryByText('dashboard page')).toBeNull()
  })

  it('sends a user who must change the password to /password-change first', () => {
    renderAt('/students', staffUser({ role: 'teacher', must_change_password: true }))
    expect(screen.getByText('password page')).toBeTruthy()
  })

  it('sends a user whose session ended on its own to the staff sign-in that says so', async () => {
    renderAt('/students', staffUser({ email: 'profe@correo.cl' }))
    expect(screen.getByText('students page')).toBeTruthy()
    clearSession()
    expect(await screen.findByText('session ended from /students')).toBeTruthy()
    expect(endedSession()?.email).toBe('profe@correo.cl')
  })

  it('forgets the ended session at the next sign-in', () => {
    setSession({ accessToken: 'token', user: staffUser() })
    clearSession()
    expect(endedSession()).not.toBeNull()
    setSession({ accessToken: 'token', user: staffUser() })
    expect(endedSession()).toBeNull()
  })
})

describe('after a deliberate logout', () => {
  it('sends the user to /login without remembering the page', async () => {
    renderAt('/students', staffUser())
    clearSession({ onPurpose: true })
    expect(await screen.findByText('login from nowhere')).toBeTruthy()
    expect(endedSession()).toBeNull()
  })
})
