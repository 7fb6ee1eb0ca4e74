import { describe, expect, it } from 'vitest'
import { UNKNOWN_ID, useStaffApi } from './classes-helpers.ts'

const { ctx, staff, asAdmin, asTeacher } = useStaffApi()

const body = {
  name: 'Mini Riders',
  description: 'Niños de 6 a 9 años',
  start_date: '2026-03-02',
  price_per_session: 8000,
  rrule: 'RRULE:BYDAY=SA,WE;BYHOUR=10;BYMINUTE=30;FREQ=WEEKLY',
}

describe('POST /api/groups', () => {
  it('creates a group, answering 201 with the canonical schedule', async () => {
    const response = await asAdmin('POST', '/api/groups', body)
    expect(response.statusCode).toBe(201)
    expect(response.json()).toEqual({
      id: expect.any(String),
      name: 'Mini Riders',
      description: 'Niños de 6 a 9 años',
      location: null,
      start_date: '2026-03-02',
      end_date: null,
      price_per_session: 8000,
      rrule: 'FREQ=WEEKLY;BYDAY=WE,SA;BYHOUR=10;BYMINUTE=30',
    })
  })

  it('refuses a rule that is not a weekly schedule, in Spanish', async () => {
    const response = await asAdmin('POST', '/api/groups', { ...body, rrule: 'FREQ=DAILY' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      code: 'VALIDATION_ERROR',
      detail: 'Selecciona al menos un día y una hora para las clases.',
    })
  })

  it('refuses unknown fields, a decimal price and an end before the start', async () => {
    const unknown = await asAdmin('POST', '/api/groups', { ...body, teachers: [] })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().detail).toBe("Campo no permitido: 'teachers'.")
    const price = await asAdmin('POST', '/api/groups', { ...body, price_per_session: 10.5 })
    expect(price.statusCode).toBe(400)
    expect(price.json().detail).toContain("'price_per_session'")
    const dates = await asAdmin('POST', '/api/groups', { ...body, end_date: '2026-01-01' })
    expect(dates.json().detail).toBe(
      'La fecha de término no puede ser anterior a la fecha de inicio.',
    )
  })

  it('is for admins: a teacher gets 403 and nothing is created', async () => {
    const response = await asTeacher('POST', '/api/groups', { ...body, name: 'De profesor' })
    expect(response.statusCode).toBe(403)
    const list = await asAdmin('GET', '/api/groups')
    expect(list.json().map((g: { name: string }) => g.name)).not.toContain('De profesor')
  })
})

describe('the group location', () => {
  it("is saved, changed and cleared, and reaches the teachers' devices", async () => {
    const created = await asAdmin('POST', '/api/groups', {
      ...body,
      name: 'Con lugar',
      location: '  Parque Mahuida, entrada norte ',
    })
    expect(created.json()).toMatchObject({ location: 'Parque Mahuida, entrada norte' })
    const { id } = created.json<{ id: string }>()
    // A teacher's device holds the groups the teacher teaches.
    expect(
      (await asAdmin('POST', `/api/groups/${id}/teachers`, [staff.teacherId])).statusCode,
    ).toBe(204)

    const moved = await asAdmin('PATCH', `/api/groups/${id}`, { location: 'Cerro San Cristóbal' })
    expect(moved.statusCode).toBe(200)
    expect(moved.json()).toMatchObject({ location: 'Cerro San Cristóbal' })
    const pulled = await asTeacher('GET', '/api/sync')
    const synced = pulled.json<{ groups: { id: string; location: string | null }[] }>().groups
    expect(synced.find((g) => g.id === id)?.location).toBe('Cerro San Cristóbal')

    const cleared = await asAdmin('PATCH', `/api/groups/${id}`, { location: '' })
    expect(cleared.json()).toMatchObject({ location: null })
  })

  it('refuses a location longer than 200 characters, saying it is too long', async () => {
    const response = await asAdmin('POST', '/api/groups', { ...body, location: 'x'.repeat(201) })
    expect(response.statusCode).toBe(400)
    expect(response.json<{ detail: string }>().detail).toMatch(/location.*demasiado largo/)
  })
})

describe('GET /api/groups and /api/groups/{id}', () => {
  it('lists groups by name for every staff role', async () => {
    for (const name of ['zorros', 'Águilas', 'Bosque']) {
      await asAdmin('POST', '/api/groups', { ...body, name })
    }
    const response = await asTeacher('GET', '/api/groups')
    expect(response.statusCode).toBe(200)
    const names = response.json().map((g: { name: string }) => g.name)
    expect(names.indexOf('Bosque')).toBeLessThan(names.indexOf('Mini Riders'))
    expect(names.indexOf('Mini Riders')).toBeLessThan(names.indexOf('zorros'))
    expect(response.json()[0]).toHaveProperty('rrule')
  })

  it('reads the schedule back into days and time', async () => {
    const created = (await asAdmin('POST', '/api/groups', { ...body, name: 'Horario' })).json()
    const response = await asTeacher('GET', `/api/groups/${created.id}`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      id: created.id,
      name: 'Horario',
      days: ['WE', 'SA'],
      time: '10:30',
      teachers: [],
      students: [],
      class_sessions: [],
    })
  })

  it('answers 404 in Spanish for an unknown group and 400 for a malformed id', async () => {
    const missing = await asTeacher('GET', `/api/groups/${UNKNOWN_ID}`)
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ code: 'NOT_FOUND', detail: 'El grupo no existe.' })
    const bad = await asTeacher('GET', '/api/groups/not-a-uuid')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().detail).toBe("El campo 'id' no es válido.")
  })

  it('refuses anonymous callers', async () => {
    const response = await ctx.app.inject({ url: '/api/groups' })
    expect(response.statusCode).toBe(401)
  })
})

describe('DELETE /api/groups/{id}', () => {
  it('hides the group from the list and the detail, and repeats harmlessly', async () => {
    const created = (await asAdmin('POST', '/api/groups', { ...body, name: 'Efímero' })).json()
    expect((await asTeacher('DELETE', `/api/groups/${created.id}`)).statusCode).toBe(403)
    const first = await asAdmin('DELETE', `/api/groups/${created.id}`)
    expect(first.statusCode).toBe(204)
    expect(first.body).toBe('')
    expect((await asAdmin('DELETE', `/api/groups/${created.id}`)).statusCode).toBe(204)
    const list = (await asAdmin('GET', '/api/groups')).json()
    expect(list.map((g: { id: string }) => g.id)).not.toContain(created.id)
    expect((await asAdmin('GET', `/api/groups/${created.id}`)).statusCode).toBe(404)
  })

  it('answers 404 for a group that never existed', async () => {
    expect((await asAdmin('DELETE', `/api/groups/${UNKNOWN_ID}`)).statusCode).toBe(404)
  })

  it('records who created and deleted it in the audit log', async () => {
    const created = (await asAdmin('POST', '/api/groups', { ...body, name: 'Auditado' })).json()
    await asAdmin('DELETE', `/api/groups/${created.id}`)
    const audit = await asAdmin('GET', `/api/audit?entity=group&entity_id=${created.id}`)
    const actions = audit.json().map((e: { action: string }) => e.action)
    expect(actions.sort()).toEqual(['group.create', 'group.delete'])
    const deletion = audit.json().find((e: { action: string }) => e.action === 'group.delete')
    expect(deletion.before).toMatchObject({ name: 'Auditado' })
    expect(deletion.after.deleted_at).toEqual(expect.any(String))
  })
})
