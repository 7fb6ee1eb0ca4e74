// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { StaffRole } from '#shared/roles.ts'
import { db } from '#app/offline/db.ts'
import { localStudent } from '#app/offline/test-rows.ts'
import { jsonResponse } from '#app/test/fixtures.ts'
import { fakeDialogs, renderPeople } from '../test/render.tsx'
import { PersonDetailPage } from './person-detail-page.tsx'
import { stubbedFetch } from '#app/test/render.tsx'

const fetchMock = stubbedFetch()
const id = (n: number) => `b0b0b0b0-0000-4000-8000-${String(n).padStart(12, '0')}`
const [STUDENT, SUPPORTER, OTHER] = [id(1), id(2), id(3)]

const studentDetail = {
  id: STUDENT,
  role: 'student',
  name: 'José',
  last_name: 'Núñez',
  rut: '12.345.678-5',
  email: 'jose@correo.cl',
  phone: '+56982345678',
  birth_date: null,
  supporter: null,
  groups: [],
  class_sessions: [
    {
      id: id(9),
      name: 'Intermedio',
      session_date: '2026-11-18T18:00:00-03:00',
      class_type: 'group',
    },
  ],
}

const supporterDetail = {
  id: SUPPORTER,
  role: 'supporter',
  name: 'Ana',
  last_name: 'Rojas',
  rut: '9.876.543-3',
  email: 'ana@correo.cl',
  phone: '+56987654321',
  birth_date: null,
  supported_students: [],
}

const emptyCard = {
  student_id: STUDENT,
  contacts: [],
  allergies: '',
  conditions: '',
  medication: '',
  insurance_provider: '',
  insurance_plan: '',
  consent: false,
  consent_date: null,
  consent_recorded_by: null,
  consent_recorded_at: null,
  updated_at: null,
}

type Route = (init: RequestInit | undefined) => Response
function respond(routes: Record<string, Route>) {
  fetchMock.mockImplementation((url, init) => {
    const route = routes[`${init?.method ?? 'GET'} ${String(url)}`]
    return Promise.resolve(
      route ? route(init) : jsonResponse(404, { detail: 'No encontrado', code: 'NOT_FOUND' }),
    )
  })
}

beforeAll(fakeDialogs)

beforeEach(async () => {
  await db.students.clear()
})

const personRef = { id: STUDENT, name: 'José', last_name: 'Núñez' }
const emptyLedger = { person: personRef, students: [personRef], attendance: [], invoices: [] }

const renderStudent = (role: StaffRole = 'admin') =>
  renderPeople(<PersonDetailPage kind="students" />, role, `/students/${STUDENT}`, '/students/:id')

describe('a student detail', () => {
  it('shows an admin the historial: cobros opening their page, classes by month with the month', async () => {
    const invoice = {
      id: id(20),
      billing_period: '2026-10',
      status: 'paid',
      total_amount: 20500,
      line_items: [{ description: 'Cargo por servicio', amount: 500 }],
      student: personRef,
      payer: { id: SUPPORTER, name: 'Ana', last_name: 'Rojas' },
      paid_at: '2026-11-03T12:00:00.000Z',
      paid_by: 'cash',
      attempts: [],
      manual_payments: [],
    }
    const session = {
      session_id: id(9),
      student: personRef,
      date: '2026-10-07T21:00:00.000Z',
      class_type: 'group',
      name: 'Intermedio',
      used_transport: true,
    }
    respond({
      [`GET /api/students/${STUDENT}`]: () => jsonResponse(200, studentDetail),
      [`GET /api/students/${STUDENT}/ledger`]: () =>
        jsonResponse(200, {
          ...emptyLedger,
          attendance: [{ month: '2026-10', classes: [session] }],
          invoices: [invoice],
        }),
    })
    renderStudent()
    expect(await screen.findByText('Historial')).toBeTruthy()
    const row = await screen.findByText('Octubre 2026', { selector: 'a' })
    expect(row.getAttribute('href')).toBe(`/invoices/${id(20)}`)
    expect(screen.getByText('Pagado (Efectivo)')).toBeTruthy()
    expect(screen.getByText('Octubre 2026: 1 clase', { exact: false })).toBeTruthy()
    expect(screen.getByText('miércoles 7 de octubre, 18:00')).toBeTruthy()
  }, 20000)

  it('shows the personal information, the empty groups and the sessions', async () => {
    respond({ [`GET /api/students/${STUDENT}`]: () => jsonResponse(200, studentDetail) })
    renderStudent('teacher')
    expect(await screen.findByRole('heading', { name: 'José Núñez' })).toBeTruthy()
    expect(screen.getByText('+56 9 8234 5678')).toBeTruthy()
    // A teacher never sees a family's RUT, e-mail nor birth date (Ley 21.719), online either.
    expect(screen.queryByText('Fecha de nacimiento')).toBeNull()
    expect(screen.queryByText('RUT')).toBeNull()
    expect(screen.queryByText('Correo electrónico')).toBeNull()
    expect(screen.queryByText('jose@correo.cl')).toBeNull()
    expect(screen.getByText('No hay grupos asignados.')).toBeTruthy()
    const session = screen.getByRole('link', { name: 'Intermedio' })
    expect(session.getAttribute('href')).toBe(`/attendances/${id(9)}`)
    expect(screen.getByText('miércoles 18 de noviembre')).toBeTruthy()
    expect(screen.getByText('18:00')).toBeTruthy()
    // A teacher may not update or deactivate people, nor see money.
    expect(screen.queryByRole('heading', { name: 'Historial' })).toBeNull()
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/ledger'))).toBe(false)
    expect(screen.queryByRole('button', { name: 'Actualizar usuario' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Desactivar usuario' })).toBeNull()
  })

  it('deactivates after confirmation and returns to the list', async () => {
    const deleted = vi.fn(() => new Response(null, { status: 204 }))
    respond({
      [`GET /api/students/${STUDENT}`]: () => jsonResponse(200, studentDetail),
      [`DELETE /api/students/${STUDENT}`]: deleted,
    })
    const user = userEvent.setup()
    renderStudent()
    await user.click(await screen.findByRole('button', { name: 'Desactivar usuario' }))
    const dialog = screen.getByRole('dialog', { name: 'Confirmar desactivación' })
    expect(dialog.textContent).toContain('¿Seguro que quieres desactivar a José Núñez?')

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(deleted).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: 'Desactivar usuario' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Desactivar' }))
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/students'))
    expect(deleted).toHaveBeenCalledTimes(1)
  })

  it('says so when the deactivation fails and stays on the page', async () => {
    respond({
      [`GET /api/students/${STUDENT}`]: () => jsonResponse(200, studentDetail),
      [`GET /api/students/${STUDENT}/emergency`]: () => jsonResponse(200, emptyCard),
      [`DELETE /api/students/${STUDENT}`]: () =>
        jsonResponse(500, { detail: 'Error interno', code: 'INTERNAL' }),
      [`GET /api/students/${STUDENT}/ledger`]: () => jsonResponse(200, emptyLedger),
    })
    const user = userEvent.setup()
    renderStudent()
    await user.click(await screen.findByRole('button', { name: 'Desactivar usuario' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Desactivar' }))
    expect((await screen.findByRole('alert')).textContent).toBe('No se pudo desactivar el usuario.')
    expect(screen.getByTestId('location').textContent).toBe(`/students/${STUDENT}`)
  })
})

describe("a student's 'Emergencia y salud' (admins)", () => {
  it('refuses health notes without the consent, then saves them with it', async () => {
    const sent: unknown[] = []
    respond({
      [`GET /api/students/${STUDENT}`]: () => jsonResponse(200, studentDetail),
      [`GET /api/students/${STUDENT}/emergency`]: () => jsonResponse(200, emptyCard),
      [`GET /api/students/${STUDENT}/ledger`]: () => jsonResponse(200, emptyLedger),
      [`PUT /api/students/${STUDENT}/emergency`]: (init) => {
        const body = JSON.parse(String(init?.body))
        sent.push(body)
        return jsonResponse(200, { ...emptyCard, ...body, updated_at: '2026-03-02T10:00:00Z' })
      },
    })
    const user = userEvent.setup()
    renderStudent()
    await user.type(await screen.findByLabelText('Alergias'), 'Penicilina')
    await user.click(screen.getByRole('button', { name: 'Guardar ficha' }))
    expect((await screen.findByRole('alert')).textContent).toContain('autorizó guardar estos datos')
    expect(sent).toEqual([])
    await user.click(screen.getByLabelText('El apoderado autorizó guardar estos datos'))
    fireEvent.change(screen.getByLabelText('Fecha de la autorización'), {
      target: { value: '2026-03-02' },
    })
    await user.click(screen.getByRole('button', { name: 'Guardar ficha' }))
    expect(await screen.findByText('Ficha de emergencia guardada.')).toBeTruthy()
    expect(sent).toMatchObject([
      { allergies: 'Penicilina', consent: true, consent_date: '2026-03-02' },
    ])
  }, 20_000)
})

describe('a supporter detail', () => {
  it('asks for a choice before assigning, then assigns the chosen student', async () => {
    await db.students.bulkPut([
      localStudent({ id: OTHER, name: 'Sofía', last_name: 'Pérez' }),
      localStudent({ id: STUDENT, name: 'José', last_name: 'Núñez' }),
    ])
    const assigned = vi.fn(() => new Response(null, { status: 204 }))
    respond({
      [`GET /api/supporters/${SUPPORTER}`]: () => jsonResponse(200, supporterDetail),
      [`POST /api/supporters/${SUPPORTER}/students/${STUDENT}`]: assigned,
    })
    const user = userEvent.setup()
    renderPeople(
      <PersonDetailPage kind="supporters" />,
      'teacher',
      `/supporters/${SUPPORTER}`,
      '/supporters/:id',
    )
    expect(await screen.findByText('No tiene alumnos a cargo.')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Agregar alumno' }))
    const dialog = screen.getByRole('dialog', { name: 'Asignar alumno' })
    await user.click(within(dialog).getByRole('button', { name: 'Asignar' }))
    expect(within(dialog).getByRole('alert').textContent).toBe('Selecciona un alumno.')
    expect(assigned).not.toHaveBeenCalled()

    // A teacher searches the students by name (their e-mails are the office's).
    await user.type(within(dialog).getByLabelText('Buscar por nombre'), 'jose n')
    expect(within(dialog).queryByText('Sofía Pérez')).toBeNull()
    await user.click(await within(dialog).findByRole('radio', { name: /José Núñez/ }))
    expect(within(dialog).queryByRole('alert')).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'Asignar' }))
    await waitFor(() => expect(assigned).toHaveBeenCalledTimes(1))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})
