// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { User } from '#shared/contract/users.ts'
import { jsonResponse } from '#app/test/fixtures.ts'
import { stubbedFetch } from '#app/test/render.tsx'
import { fakeDialogs, renderPeople } from '../test/render.tsx'
import { FamilyErasure } from './family-erasure.tsx'

const fetchMock = stubbedFetch()
const GUARDIAN = 'b0b0b0b0-0000-4000-8000-000000000002'
const guardian = {
  id: GUARDIAN,
  role: 'supporter',
  name: 'Ana',
  last_name: 'Rojas',
  rut: '9.876.543-3',
  email: 'ana@correo.cl',
  phone: '+56987654321',
  birth_date: null,
} as unknown as User

beforeAll(fakeDialogs)

const renderErasure = (role: 'admin' | 'teacher' = 'admin') =>
  renderPeople(
    <FamilyErasure person={guardian} />,
    role,
    `/supporters/${GUARDIAN}`,
    '/supporters/:id',
  )

describe("'Eliminar datos de la familia'", () => {
  it('says what is deleted and what is kept, and deletes only after confirming', async () => {
    const posted = vi.fn(() =>
      jsonResponse(200, { guardian_id: GUARDIAN, students: 2, already_anonymized: false }),
    )
    fetchMock.mockImplementation((url, init) =>
      Promise.resolve(
        `${init?.method} ${String(url)}` === `POST /api/supporters/${GUARDIAN}/anonymize`
          ? posted()
          : jsonResponse(404, { detail: 'No encontrado', code: 'NOT_FOUND' }),
      ),
    )
    const user = userEvent.setup()
    renderErasure()
    await user.click(screen.getByRole('button', { name: 'Eliminar datos de la familia' }))
    const dialog = screen.getByRole('dialog', { name: 'Eliminar los datos de esta familia' })
    const text = dialog.textContent ?? ''
    expect(text).toContain('Ana Rojas y de todos sus alumnos. No se puede deshacer.')
    expect(text).toContain('RUT, correo, teléfono y fecha de nacimiento')
    expect(text).toContain('La ficha de emergencia: contactos y datos de salud')
    expect(text).toContain('Cobros, pagos (Khipu, efectivo, transferencia) y boletas')
    expect(text).toContain('6 años (Código Tributario, art. 17 y 200)')

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    expect(posted).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: 'Eliminar datos de la familia' }))
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar datos' }),
    )
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/supporters'))
    expect(posted).toHaveBeenCalledTimes(1)
  })

  it("shows the server's reason when it refuses, and stays", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(409, {
        detail: 'Esta familia tiene un pago de Khipu en curso.',
        code: 'FAMILY_PAYMENT_IN_PROGRESS',
      }),
    )
    const user = userEvent.setup()
    renderErasure()
    await user.click(screen.getByRole('button', { name: 'Eliminar datos de la familia' }))
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar datos' }),
    )
    expect((await screen.findByRole('alert')).textContent).toContain('pago de Khipu en curso')
    expect(screen.getByTestId('location').textContent).toBe(`/supporters/${GUARDIAN}`)
  })

  it('is not offered to a teacher', () => {
    renderErasure('teacher')
    expect(screen.queryByRole('button', { name: 'Eliminar datos de la familia' })).toBeNull()
  })
})
