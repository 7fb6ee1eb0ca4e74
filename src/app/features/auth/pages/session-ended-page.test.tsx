// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { OutboxEntry } from '#app/offline/db.ts'
import { db } from '#app/offline/db.ts'
import { clearSession, setSession } from '#app/lib/session/session-store.ts'
import { staffUser } from '#app/test/fixtures.ts'
import { renderWithClient } from '#app/test/render.tsx'
import { SessionEndedPage } from './session-ended-page.tsx'

const TEACHER = staffUser({ role: 'teacher', email: 'profe@demo.cl' })
const OTHER_USER = 'c3c3c3c3-0000-4000-8000-000000000001'

/** A change of `userId` waiting on the device (the outbox row as a mutation queues it). */
function waiting(n: number, userId: string, status: OutboxEntry['status'] = 'pending') {
  const entry = {
    id: `change-${userId}-${n}`,
    name: 'class_session.students.add',
    args: {},
    deviceId: 'device-1',
    userId,
    createdAt: n,
    attempts: 0,
    nextAttemptAt: 0,
    status,
    error: null,
  }
  return db.outbox.add(entry as unknown as OutboxEntry)
}

/** The teacher's session ended on its own (its refresh was refused). */
function sessionEnded() {
  setSession({ accessToken: 'token', user: TEACHER })
  clearSession()
}

beforeEach(async () => {
  await db.outbox.clear()
})

afterEach(() => {
  cleanup()
  clearSession({ onPurpose: true })
})

describe('the staff sign-in after a session ended', () => {
  it('says so, fills in the e-mail and counts the changes waiting (one)', async () => {
    await waiting(1, TEACHER.id)
    await waiting(2, OTHER_USER)
    await waiting(3, TEACHER.id, 'rejected')
    sessionEnded()
    renderWithClient(<SessionEndedPage />, { path: '/session-ended' })
    expect(screen.getByRole('heading', { level: 1, name: 'Tu sesión terminó' })).toBeTruthy()
    expect(screen.getByLabelText<HTMLInputElement>('Correo electrónico').value).toBe(
      'profe@demo.cl',
    )
    expect(
      await screen.findByText('1 cambio guardado en este teléfono se enviará al ingresar.'),
    ).toBeTruthy()
  })

  it('counts several in the plural, and says nothing of changes when there are none', async () => {
    await waiting(1, TEACHER.id)
    await waiting(2, TEACHER.id)
    await waiting(3, TEACHER.id)
    sessionEnded()
    renderWithClient(<SessionEndedPage />, { path: '/session-ended' })
    expect(
      await screen.findByText('3 cambios guardados en este teléfono se enviarán al ingresar.'),
    ).toBeTruthy()
    cleanup()

    await db.outbox.clear()
    renderWithClient(<SessionEndedPage />, { path: '/session-ended' })
    await screen.findByRole('heading', { name: 'Tu sesión terminó' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByText(/guardados? en este teléfono/)).toBeNull()
  })
})
