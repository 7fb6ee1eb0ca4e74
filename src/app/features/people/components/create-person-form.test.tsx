// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '#app/test/fixtures.ts'
import type { StaffRole } from '#shared/roles.ts'
import type { PeopleKind } from '../people-kinds.ts'
import { renderPeople } from '../test/render.tsx'
import { CreatePersonForm } from './create-person-form.tsx'
import { stubbedFetch } from '#app/test/render.tsx'

const fetchMock = stubbedFetch()
const RUT_ERROR = 'El RUT ingresado no es válido.'
const TEXT_ERROR = 'El texto contiene caracteres invisibles o de control no permitidos.'
const PHONE_ERRORS = {
  students: 'El número de teléfono debe comenzar con 9 y tener 9 dígitos.',
  supporters:
    'Ingresa un celular (9 dígitos, comienza con 9) o un teléfono fijo con su código de área, por ejemplo +56 2 2345 6789.',
}

function setup(kind: PeopleKind, role: StaffRole = 'admin') {
  const onCreated = vi.fn()
  renderPeople(<CreatePersonForm kind={kind} onCreated={onCreated} />, role)
  return {
    onCreated,
    user: userEvent.setup(),
    submit: () => screen.getByRole('button', { name: 'Crear usuario' }),
  }
}

async function fillBasics(user: ReturnType<typeof userEvent.setup>, rut = '12345678-5') {
  await user.type(screen.getByLabelText('Nombre'), 'José')
  await user.type(screen.getByLabelText('Apellido'), 'Núñez')
  await user.type(screen.getByLabelText('Correo electrónico'), 'jose@correo.cl')
  await user.type(screen.getByLabelText('RUT'), rut)
}

describe.each(['admins', 'teachers'] as const)('the %s creation form', (kind) => {
  it('has no phone or birth date and enables submit once the RUT is valid', async () => {
    const { user, submit } = setup(kind)
    expect(screen.queryByLabelText('Teléfono')).toBeNull()
    expect(screen.queryByLabelText('Fecha de nacimiento')).toBeNull()
    await fillBasics(user, '12345678-9')
    expect(screen.getByText(RUT_ERROR)).toBeTruthy()
    expect(screen.getByLabelText('RUT').getAttribute('aria-describedby')).toContain(
      'create-rut-error',
    )
    expect(submit()).toHaveProperty('disabled', true)
    await user.clear(screen.getByLabelText('RUT'))
    await user.type(screen.getByLabelText('RUT'), '123456785')
    await user.tab()
    expect(screen.getByLabelText('RUT')).toHaveProperty('value', '12.345.678-5')
    expect(screen.queryByText(RUT_ERROR)).toBeNull()
    expect(submit()).toHaveProperty('disabled', false)
  })
})

describe.each(['students', 'supporters'] as const)('the %s creation form', (kind) => {
  it('starts the phone at +56 and requires a valid one', async () => {
    const PHONE_ERROR = PHONE_ERRORS[kind]
    const { user, submit } = setup(kind)
    const phone = screen.getByLabelText('Teléfono')
    expect(phone).toHaveProperty('value', '+56')
    expect(screen.queryByText(PHONE_ERROR)).toBeNull()
    await fillBasics(user)
    if (kind === 'students')
      await user.type(screen.getByLabelText('Fecha de nacimiento'), '2014-03-02')
    expect(submit()).toHaveProperty('disabled', true)
    await user.type(phone, '81234567')
    expect(screen.getByText(PHONE_ERROR)).toBeTruthy()
    expect(submit()).toHaveProperty('disabled', true)
    await user.clear(phone)
    await user.type(phone, '+56982345678')
    expect(screen.queryByText(PHONE_ERROR)).toBeNull()
    expect(submit()).toHaveProperty('disabled', false)
  })

  it('refuses a number Chile has not assigned, and takes a landline only for a guardian', async () => {
    const { user, submit } = setup(kind)
    await fillBasics(user)
    if (kind === 'students')
      await user.type(screen.getByLabelText('Fecha de nacimiento'), '2014-03-02')
    const phone = screen.getByLabelText('Teléfono')
    await user.type(phone, '912345678')
    expect(
      screen.getByText('Ese número no está asignado en Chile: revisa los dígitos.'),
    ).toBeTruthy()
    expect(submit()).toHaveProperty('disabled', true)
    await user.clear(phone)
    await user.type(phone, '+56223456789')
    expect(submit()).toHaveProperty('disabled', kind === 'students')
    if (kind === 'students') expect(screen.getByText(PHONE_ERRORS.students)).toBeTruthy()
  })
})

describe('the students creation form', () => {
  it.each(['+56 9 8123 4567', '981234567', '9 8123 4567', '+56981234567', '56 9 8123 4567'])(
    'accepts %j pasted after the +56 and posts +56981234567',
    async (pasted) => {
      const { user, submit } = setup('students')
      await fillBasics(user)
      await user.type(screen.getByLabelText('Fecha de nacimiento'), '2014-03-02')
      const phone = screen.getByLabelText('Teléfono')
      await user.click(phone)
      await user.paste(pasted)
      expect(screen.queryByText(PHONE_ERRORS.students)).toBeNull()
      await user.tab()
      expect(phone).toHaveProperty('value', '+56 9 8123 4567')
      fetchMock.mockResolvedValueOnce(jsonResponse(201, {}))
      await user.click(submit())
      const [, init] = fetchMock.mock.calls[0]!
      expect(JSON.parse(String(init?.body))).toMatchObject({ phone: '+56981234567' })
    },
  )

  it('shows the rule a name or a birth date breaks next to it, and keeps submit disabled', async () => {
    const { user, submit } = setup('students')
    await fillBasics(user)
    await user.type(screen.getByLabelText('Teléfono'), '982345678')
    const birth = screen.getByLabelText('Fecha de nacimiento')
    await user.type(birth, '1899-12-31')
    expect(screen.getByText('Ingresa una fecha de nacimiento válida.')).toBeTruthy()
    expect(birth.getAttribute('aria-describedby')).toContain('create-birth_date-error')
    expect(submit()).toHaveProperty('disabled', true)
    await user.clear(birth)
    await user.type(birth, '2014-03-02')
    expect(submit()).toHaveProperty('disabled', false)

    const name = screen.getByLabelText('Nombre')
    fireEvent.change(name, { target: { value: '\u200b\u200b' } })
    expect(screen.getByText(TEXT_ERROR)).toBeTruthy()
    expect(name.getAttribute('aria-describedby')).toContain('create-name-error')
    expect(submit()).toHaveProperty('disabled', true)
    fireEvent.change(screen.getByLabelText('Apellido'), { target: { value: '\u0301\u0301' } })
    expect(screen.getByText('El texto debe tener letras, números o signos visibles.')).toBeTruthy()
    fireEvent.change(name, { target: { value: "D'Arcy" } })
    expect(screen.queryByText(TEXT_ERROR)).toBeNull()
  })

  it('needs the birth date, then posts the form and reports success', async () => {
    const { user, submit, onCreated } = setup('students')
    await fillBasics(user)
    await user.type(screen.getByLabelText('Teléfono'), '982345678')
    expect(submit()).toHaveProperty('disabled', true)
    await user.type(screen.getByLabelText('Fecha de nacimiento'), '2014-03-02')
    expect(submit()).toHaveProperty('disabled', false)

    let answer: (response: Response) => void = () => {}
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)))
    await user.click(submit())
    expect(screen.getByRole('button', { name: 'Creando...' })).toHaveProperty('disabled', true)
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/students')
    const body = {
      name: 'José',
      last_name: 'Núñez',
      rut: '12.345.678-5',
      email: 'jose@correo.cl',
      phone: '+56982345678',
      birth_date: '2014-03-02',
    }
    expect(JSON.parse(String(init?.body))).toEqual(body)
    const created = { id: 'a0a0a0a0-0000-4000-8000-000000000001', role: 'student', ...body }
    answer(jsonResponse(201, created))
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created))
  })

  it("shows the server's detail when it refuses, and keeps the form", async () => {
    const { user, submit, onCreated } = setup('supporters')
    await fillBasics(user)
    await user.type(screen.getByLabelText('Teléfono'), '982345678')
    fetchMock.mockResolvedValueOnce(
      jsonResponse(409, { detail: 'Ya existe un apoderado con ese RUT.', code: 'RUT_TAKEN' }),
    )
    await user.click(submit())
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ya existe un apoderado con ese RUT.',
    )
    expect(onCreated).not.toHaveBeenCalled()
    expect(screen.getByLabelText('Nombre')).toHaveProperty('value', 'José')
  })

  it('falls back to the generic message when the server gives no detail', async () => {
    const { user, submit } = setup('supporters')
    await fillBasics(user)
    await user.type(screen.getByLabelText('Teléfono'), '982345678')
    fetchMock.mockResolvedValueOnce(new Response('boom', { status: 500 }))
    await user.click(submit())
    expect((await screen.findByRole('alert')).textContent).toMatch(/error/i)
  })
})

describe('the students creation form with the supporter', () => {
  async function fillStudent(user: ReturnType<typeof userEvent.setup>) {
    await fillBasics(user)
    await user.type(screen.getByLabelText('Teléfono'), '982345678')
    await user.type(screen.getByLabelText('Fecha de nacimiento'), '2014-03-02')
  }

  it('creates a new supporter in the same form', async () => {
    const { user, submit } = setup('students')
    await fillStudent(user)
    expect(submit()).toHaveProperty('disabled', false)
    await user.click(screen.getByRole('radio', { name: 'Agregar un apoderado nuevo' }))
    expect(submit()).toHaveProperty('disabled', true)
    const group = within(screen.getByRole('group', { name: 'Apoderado' }))
    await user.type(group.getByLabelText('Nombre'), 'Carolina')
    await user.type(group.getByLabelText('Apellido'), 'Reyes')
    await user.type(group.getByLabelText('Correo electrónico'), 'carolina@correo.cl')
    await user.type(group.getByLabelText('RUT'), '11111111-1')
    await user.click(group.getByLabelText('Teléfono'))
    await user.paste('+56 9 8123 4567')
    expect(submit()).toHaveProperty('disabled', false)
    fetchMock.mockResolvedValueOnce(jsonResponse(201, {}))
    await user.click(submit())
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/students')
    expect(JSON.parse(String(init?.body))).toMatchObject({
      name: 'José',
      supporter: {
        name: 'Carolina',
        last_name: 'Reyes',
        rut: '11.111.111-1',
        email: 'carolina@correo.cl',
        phone: '+56981234567',
      },
    })
  })

  it('links a supporter found by name', async () => {
    const supporter = {
      id: 'a0a0a0a0-0000-4000-8000-000000000009',
      role: 'supporter',
      name: 'Pablo',
      last_name: 'Vera',
      rut: '11.111.111-1',
      email: 'pablo@correo.cl',
    }
    fetchMock.mockImplementation((url) =>
      Promise.resolve(
        String(url).startsWith('/api/supporters')
          ? jsonResponse(200, [supporter])
          : jsonResponse(201, {}),
      ),
    )
    const { user, submit } = setup('students')
    await fillStudent(user)
    await user.click(screen.getByRole('radio', { name: 'Elegir un apoderado registrado' }))
    expect(submit()).toHaveProperty('disabled', true)
    await user.type(screen.getByLabelText('Buscar apoderado'), 'pablo')
    const option = await screen.findByRole('option', { name: 'Pablo Vera (11.111.111-1)' })
    await user.selectOptions(screen.getByLabelText('Apoderado registrado'), option)
    expect(submit()).toHaveProperty('disabled', false)
    await user.click(submit())
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!
    expect(JSON.parse(String(post[1]?.body))).toMatchObject({ supporter_id: supporter.id })
  })

  it('offers a teacher the guardians by name, without the RUT the server withholds', async () => {
    const supporter = {
      id: 'a0a0a0a0-0000-4000-8000-000000000009',
      role: 'supporter',
      name: 'Pablo',
      last_name: 'Vera',
      rut: null,
      email: null,
    }
    fetchMock.mockImplementation((url) =>
      Promise.resolve(
        String(url).startsWith('/api/supporters')
          ? jsonResponse(200, [supporter])
          : jsonResponse(201, {}),
      ),
    )
    const { user } = setup('students', 'teacher')
    await user.click(screen.getByRole('radio', { name: 'Elegir un apoderado registrado' }))
    await user.type(screen.getByLabelText('Buscar apoderado'), 'pablo')
    expect(await screen.findByRole('option', { name: 'Pablo Vera' })).toBeTruthy()
    expect(screen.queryByText(/null/)).toBeNull()
  })
})
