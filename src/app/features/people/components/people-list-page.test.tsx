// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '#app/offline/db.ts'
import { jsonResponse } from '#app/test/fixtures.ts'
import { renderPeople } from '../test/render.tsx'
import { PeopleListPage } from './people-list-page.tsx'
import { stubbedFetch } from '#app/test/render.tsx'

const fetchMock = stubbedFetch()
const TEACHER_ID = 'a0a0a0a0-0000-4000-8000-000000000007'
const newTeacher = {
  id: TEACHER_ID,
  role: 'teacher',
  name: 'Pedro',
  last_name: 'Soto',
  rut: '12.345.678-5',
  email: 'pedro@demo.cl',
  phone: null,
  birth_date: null,
}

beforeEach(async () => {
  await Promise.all([db.students.clear(), db.teachers.clear()])
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the teachers list', () => {
  it('shows a new teacher’s temporary password once, then forgets it', async () => {
    fetchMock.mockImplementation((url, init) => {
      if (init?.method === 'POST') {
        return Promise.resolve(
          jsonResponse(201, { ...newTeacher, temporary_password: 'Tmp-9x!Qa7' }),
        )
      }
      return Promise.resolve(jsonResponse(200, String(url).startsWith('/api/teachers') ? [] : {}))
    })
    const user = userEvent.setup()
    renderPeople(<PeopleListPage kind="teachers" />, 'admin', '/teachers')
    expect(await screen.findByText('No se encontraron usuarios.')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Agregar profesor' }))
    await user.type(screen.getByLabelText('Nombre'), 'Pedro')
    await user.type(screen.getByLabelText('Apellido'), 'Soto')
    await user.type(screen.getByLabelText('RUT'), '12.345.678-5')
    await user.type(screen.getByLabelText('Correo electrónico'), 'pedro@demo.cl')
    await user.click(screen.getByRole('button', { name: 'Crear usuario' }))

    expect((await screen.findByText('¡Usuario creado exitosamente!')).getAttribute('role')).toBe(
      'status',
    )
    const panel = screen.getByRole('region', { name: 'Contraseña temporal' })
    expect(panel.textContent).toContain('Contraseña temporal: Tmp-9x!Qa7')
    expect(panel.textContent).toContain('no se volverá a mostrar')
    expect(screen.queryByRole('button', { name: 'Crear usuario' })).toBeNull()

    const writeText = vi.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    await user.click(within(panel).getByRole('button', { name: 'Copiar' }))
    expect(writeText).toHaveBeenCalledWith('Tmp-9x!Qa7')
    expect(await within(panel).findByText('Contraseña copiada.')).toBeTruthy()

    await user.click(within(panel).getByRole('button', { name: 'Ya la copié' }))
    expect(screen.queryByText(/Tmp-9x!Qa7/)).toBeNull()
  })

  it('offers no add button to a teacher', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, []))
    renderPeople(<PeopleListPage kind="teachers" />, 'teacher', '/teachers')
    expect(await screen.findByText('No se encontraron usuarios.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Agregar profesor' })).toBeNull()
  })
})

describe('the students list', () => {
  it('online, asks the server: a teacher finds students outside their own groups', async () => {
    await db.students.bulkPut([student('a0a0a0a0-0000-4000-8000-000000000001', 'José', 'Núñez')])
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        jsonResponse(200, [
          {
            id: 'a0a0a0a0-0000-4000-8000-000000000003',
            role: 'student',
            name: 'Elena',
            last_name: 'Mora',
            rut: '11.111.111-1',
            email: 'elena@correo.cl',
          },
        ]),
      ),
    )
    renderPeople(<PeopleListPage kind="students" />, 'teacher', '/students')
    expect(await screen.findByRole('link', { name: 'Elena Mora' })).toBeTruthy()
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/api/students')
    expect(screen.queryByText(/Sin conexión/)).toBeNull()
    // A teacher sees no family's RUT nor e-mail (Ley 21.719), even online; their Excel file holds
    // their own students' names and phones (the server cuts it).
    expect(screen.queryByText('11.111.111-1')).toBeNull()
    expect(screen.queryByText('elena@correo.cl')).toBeNull()
    expect(screen.queryByRole('columnheader', { name: 'RUT' })).toBeNull()
    expect(screen.queryByRole('columnheader', { name: 'Correo electrónico' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Descargar Excel' })).toBeTruthy()
    // Their search matches names only, and says so.
    expect(screen.getByLabelText('Buscar por nombre')).toBeTruthy()
  })

  it('shows an admin the RUT and e-mail columns and the Excel download', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        jsonResponse(200, [
          {
            id: 'a0a0a0a0-0000-4000-8000-000000000003',
            role: 'student',
            name: 'Elena',
            last_name: 'Mora',
            rut: '11.111.111-1',
            email: 'elena@correo.cl',
          },
        ]),
      ),
    )
    renderPeople(<PeopleListPage kind="students" />, 'admin', '/students')
    expect(await screen.findByRole('link', { name: 'Elena Mora' })).toBeTruthy()
    expect(screen.getByText('11.111.111-1')).toBeTruthy()
    expect(screen.getByText('elena@correo.cl')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Descargar Excel' })).toBeTruthy()
    expect(screen.getByLabelText('Buscar por nombre, RUT o correo')).toBeTruthy()
  })

  it('without signal reads the offline store, says so, and filters as the user types', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await db.students.bulkPut([
      student('a0a0a0a0-0000-4000-8000-000000000001', 'José', 'Núñez'),
      student('a0a0a0a0-0000-4000-8000-000000000002', 'Sofía', 'Rojas'),
    ])
    const user = userEvent.setup()
    renderPeople(<PeopleListPage kind="students" />, 'teacher', '/students')
    const link = await screen.findByRole('link', { name: 'José Núñez' })
    expect(link.getAttribute('href')).toBe('/students/a0a0a0a0-0000-4000-8000-000000000001')
    // Families' RUTs are not on devices (Ley 21.719): the offline list shows a dash.
    expect(screen.queryByText('12.345.678-5')).toBeNull()
    expect(screen.getByRole('button', { name: 'Agregar alumno' })).toBeTruthy()
    expect(screen.getByText(/Sin conexión: se muestran solo las personas guardadas/)).toBeTruthy()

    await user.type(screen.getByLabelText('Buscar por nombre'), 'sofia')
    expect(await screen.findByRole('link', { name: 'Sofía Rojas' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'José Núñez' })).toBeNull()
    await user.clear(screen.getByLabelText('Buscar por nombre'))
    await user.type(screen.getByLabelText('Buscar por nombre'), 'zzz')
    expect(await screen.findByText('No se encontraron usuarios.')).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
  })
})

describe('a long list', () => {
  it('shows 50 rows, then 50 more; the search still finds anyone', async () => {
    const id = (n: number) => `a0a0a0a0-0000-4000-8000-${String(n).padStart(12, '0')}`
    await db.students.bulkPut(
      Array.from({ length: 120 }, (_, i) =>
        student(id(i + 1), `Alumno${String(i + 1).padStart(3, '0')}`, 'Lista'),
      ),
    )
    const user = userEvent.setup()
    renderPeople(<PeopleListPage kind="students" />, 'teacher', '/students')
    await screen.findByText('Mostrando 50 de 120')
    expect(screen.getAllByRole('link', { name: /Lista$/ })).toHaveLength(50)
    await user.click(screen.getByRole('button', { name: 'Mostrar más' }))
    expect(await screen.findByText('Mostrando 100 de 120')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Mostrar más' }))
    expect(screen.getAllByRole('link', { name: /Lista$/ })).toHaveLength(120)
    expect(screen.queryByRole('button', { name: 'Mostrar más' })).toBeNull()

    await user.type(screen.getByLabelText('Buscar por nombre'), 'alumno117')
    expect(await screen.findByRole('link', { name: 'Alumno117 Lista' })).toBeTruthy()
    expect(screen.getAllByRole('link', { name: /Lista$/ })).toHaveLength(1)
  }, 20000)
})

/** A student as a device stores them: no RUT, e-mail or birth date (Ley 21.719). */
function student(id: string, name: string, last_name: string) {
  return {
    id,
    name,
    last_name,
    phone: null,
    supporter_id: null,
    search: `${name} ${last_name}`
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase(),
  }
}
