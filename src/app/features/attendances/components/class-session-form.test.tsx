// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SessionUserContext } from '#app/lib/session/session-user-context.ts'
import { routerFuture } from '#app/test/fixtures.ts'
import { db } from '#app/offline/db.ts'
import { startSignedIn, USER_A } from '#app/offline/test-server.ts'
import { localStudent, pulledGroup } from '#app/offline/test-rows.ts'
import { ClassSessionForm } from './class-session-form.tsx'

const id = (n: number) => `d1d1d1d1-0000-4000-8000-${String(n).padStart(12, '0')}`
const [JOSE, SOFIA, MATEO, GROUP] = [1, 2, 3, 4].map(id) as [string, string, string, string]
const NOW = new Date('2026-11-21T10:07:00-03:00')

async function seed() {
  await db.students.bulkPut([
    localStudent({ id: JOSE, name: 'José', last_name: 'Núñez' }),
    localStudent({ id: SOFIA, name: 'Sofía', last_name: 'Rojas' }),
    localStudent({ id: MATEO, name: 'Mateo', last_name: 'Díaz' }),
  ])
  await db.groups.put(
    pulledGroup({
      id: GROUP,
      name: 'Sábados',
      rrule: 'FREQ=WEEKLY;BYDAY=SA;BYHOUR=10;BYMINUTE=30',
      student_ids: [JOSE, MATEO],
    }),
  )
}

const onCreated = vi.fn()

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter future={routerFuture}>
        <SessionUserContext.Provider value={USER_A}>
          <ClassSessionForm onCreated={onCreated} now={NOW} />
        </SessionUserContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement
const chooseType = (value: string) =>
  fireEvent.change(screen.getByLabelText('Tipo de clase'), { target: { value } })
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Guardar clase' }))
async function expectNothingQueued() {
  expect(await db.outbox.count()).toBe(0)
  expect(onCreated).not.toHaveBeenCalled()
}
const studentRows = () =>
  within(screen.getByRole('table', { name: 'Alumnos de la clase' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => (row as HTMLTableRowElement).cells[0]!.textContent)

beforeEach(async () => {
  // Without signal unless a test says otherwise: the search reads the offline store.
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  await startSignedIn()
  await seed()
})

afterEach(() => {
  cleanup()
  onCreated.mockReset()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('Nueva asistencia', () => {
  it('starts empty at the current quarter hour, with 15-minute steps', () => {
    renderForm()
    expect(input('Nombre (opcional)').value).toBe('')
    expect((screen.getByLabelText('Tipo de clase') as HTMLSelectElement).value).toBe('')
    expect(input('Fecha').value).toBe('2026-11-21')
    expect(input('Hora').value).toBe('10:00')
    expect(input('Hora').getAttribute('step')).toBe('900')
    expect(screen.queryByLabelText('Seleccionar grupo')).toBeNull()
    expect(screen.getByText('Aún no hay alumnos en la clase.')).toBeTruthy()
    expect(screen.getByText(/Todos los alumnos seleccionados quedan marcados/)).toBeTruthy()
  })

  it('keeps the time when the date changes and the date when the time changes', () => {
    renderForm()
    fireEvent.change(input('Hora'), { target: { value: '17:08' } })
    expect(input('Hora').value).toBe('17:15')
    fireEvent.change(input('Fecha'), { target: { value: '2026-11-25' } })
    expect(input('Hora').value).toBe('17:15')
    fireEvent.change(input('Hora'), { target: { value: '09:00' } })
    expect(input('Fecha').value).toBe('2026-11-25')
  })

  it('refuses to save without a class type, date and time', async () => {
    renderForm()
    save()
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Completa el tipo de clase, la fecha y la hora.',
    )
    chooseType('other')
    fireEvent.change(input('Fecha'), { target: { value: '' } })
    save()
    await screen.findByRole('alert')
    await expectNothingQueued()
  })

  it('shows the rule a date or a text breaks next to its field, and queues nothing', async () => {
    renderForm()
    chooseType('other')
    fireEvent.change(input('Fecha'), { target: { value: '0025-11-21' } })
    fireEvent.change(input('Nombre (opcional)'), { target: { value: '\u202eacitcárP' } })
    fireEvent.change(screen.getByLabelText('Descripción (opcional)'), {
      target: { value: '\u200b' },
    })
    save()

    const dateError = await screen.findByText('Ingresa una fecha entre los años 2000 y 2100.')
    expect(input('Fecha').getAttribute('aria-describedby')).toBe(dateError.id)
    const textErrors = screen.getAllByText(
      'El texto contiene caracteres invisibles o de control no permitidos.',
    )
    expect(textErrors.map((p) => p.id)).toEqual([
      input('Nombre (opcional)').getAttribute('aria-describedby'),
      screen.getByLabelText('Descripción (opcional)').getAttribute('aria-describedby'),
    ])
    await expectNothingQueued()
  })

  it('sends names in NFC, trimmed, and a blank description as null', async () => {
    renderForm()
    chooseType('other')
    fireEvent.change(input('Nombre (opcional)'), { target: { value: ' Pra\u0301ctica ' } })
    fireEvent.change(screen.getByLabelText('Descripción (opcional)'), { target: { value: '  ' } })
    save()
    await waitFor(() => expect(onCreated).toHaveBeenCalledOnce())
    const [create] = await db.outbox.orderBy('seq').toArray()
    expect(create).toMatchObject({
      name: 'session.create',
      args: { name: 'Práctica', description: null },
    })
  })

  it('searches students from 3 characters by name (offline: no RUT on the device), clears after adding, leaves out those listed', async () => {
    renderForm()
    const search = input('Buscar alumno')
    fireEvent.change(search, { target: { value: 'Jo' } })
    expect(screen.queryByRole('button', { name: /Agregar a/ })).toBeNull()
    expect(screen.queryByText('No se encontraron alumnos')).toBeNull()

    fireEvent.change(search, { target: { value: 'jos' } })
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar a José Núñez' }))
    expect(studentRows()).toEqual(['José Núñez'])
    // The search clears for the next name, keeping the focus; no 'No se encontraron' left behind.
    expect(search.value).toBe('')
    expect(document.activeElement).toBe(search)
    expect(screen.queryByText('No se encontraron alumnos')).toBeNull()
    fireEvent.change(search, { target: { value: 'José' } })
    expect(await screen.findByText('No se encontraron alumnos')).toBeTruthy()

    fireEvent.change(search, { target: { value: 'sofi' } })
    expect(await screen.findByRole('button', { name: 'Agregar a Sofía Rojas' })).toBeTruthy()
    expect(screen.getByText(/Sin conexión: solo se buscan los alumnos guardados/)).toBeTruthy()
    // The device holds no RUT (Ley 21.719): searching by one offline finds nobody.
    fireEvent.change(search, { target: { value: '9876543' } })
    expect(await screen.findByText('No se encontraron alumnos')).toBeTruthy()
  })

  it('online, searches the whole school on the server (students outside the device too)', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(
        new Response(
          JSON.stringify([
            {
              id: id(9),
              role: 'student',
              name: 'Elena',
              last_name: 'Mora',
              rut: '7.654.321-6',
              email: '',
            },
          ]),
          { status: 200, headers: { 'Content-Type': 'application/json' } },
        ),
      ),
    )
    vi.stubGlobal('fetch', fetchMock)
    renderForm()
    fireEvent.change(input('Buscar alumno'), { target: { value: 'elena' } })
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar a Elena Mora' }))
    expect(studentRows()).toEqual(['Elena Mora'])
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/api/students?search=elena')
    expect(screen.queryByText(/Sin conexión/)).toBeNull()
  })

  it('replaces the students with the chosen group and empties them when it is cleared', async () => {
    renderForm()
    fireEvent.change(input('Buscar alumno'), { target: { value: 'sofia' } })
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar a Sofía Rojas' }))
    expect(studentRows()).toEqual(['Sofía Rojas'])

    chooseType('group')
    const group = await screen.findByLabelText('Seleccionar grupo')
    fireEvent.change(group, { target: { value: GROUP } })
    await waitFor(() => expect(studentRows()).toEqual(['José Núñez', 'Mateo Díaz']))

    fireEvent.change(group, { target: { value: '' } })
    expect(await screen.findByText('Aún no hay alumnos en la clase.')).toBeTruthy()
  })

  it('saves through the outbox: the class, then its students with their transport', async () => {
    renderForm()
    fireEvent.change(input('Nombre (opcional)'), { target: { value: 'Práctica' } })
    chooseType('group')
    fireEvent.change(await screen.findByLabelText('Seleccionar grupo'), {
      target: { value: GROUP },
    })
    await waitFor(() => expect(studentRows()).toHaveLength(2))
    fireEvent.click(screen.getByLabelText('Transporte de Mateo Díaz'))
    save()
    await waitFor(() => expect(onCreated).toHaveBeenCalledOnce())

    const [create, teachers, students] = await db.outbox.orderBy('seq').toArray()
    const sessionId = onCreated.mock.calls[0]![0] as string
    expect(create).toMatchObject({
      name: 'session.create',
      args: {
        id: sessionId,
        name: 'Práctica',
        class_type: 'group',
        group_id: GROUP,
        session_date: '2026-11-21T10:00:00-03:00',
      },
    })
    expect(teachers).toMatchObject({
      name: 'session.addTeachers',
      args: { session_id: sessionId, teacher_ids: [USER_A.id] },
    })
    expect(students).toMatchObject({
      name: 'session.addStudents',
      args: {
        session_id: sessionId,
        students: [
          { student_id: JOSE, used_transport: false },
          { student_id: MATEO, used_transport: true },
        ],
      },
    })
    expect((await db.classSessions.get(sessionId))?.students).toHaveLength(2)
  })
})
