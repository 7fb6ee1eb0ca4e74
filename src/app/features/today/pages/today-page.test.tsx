// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SessionUserContext } from '#app/lib/session/session-user-context.ts'
import { fakeDialogs, jsonResponse, routerFuture } from '#app/test/fixtures.ts'
import { db, toLocalSession, type LocalGroup } from '#app/offline/db.ts'
import { setDrainScheduling } from '#app/offline/outbox.ts'
import { fakeServer, resetStore, signIn, USER_A } from '#app/offline/test-server.ts'
import { TodayPage } from './today-page.tsx'

const id = (n: number) => `e2e2e2e2-0000-4000-8000-${String(n).padStart(12, '0')}`
const [S1, S2, SAT, MON, ENDED, HELD, SESSION] = [1, 2, 3, 4, 5, 6, 7].map(id) as string[]

const group = (gid: string, name: string, rrule: string, extra: Partial<LocalGroup> = {}) => ({
  id: gid,
  name,
  description: null,
  rrule,
  start_date: '2026-01-01',
  end_date: null,
  price_per_session: null,
  teacher_ids: [],
  student_ids: [S1!, S2!],
  ...extra,
})

function SessionStub() {
  return <p>sesión {useParams().id}</p>
}

function renderToday() {
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={queries}>
      <MemoryRouter future={routerFuture} initialEntries={['/today']}>
        <SessionUserContext.Provider value={USER_A}>
          <Routes>
            <Route path="/today" element={<TodayPage />} />
            <Route path="/attendances/:id" element={<SessionStub />} />
            <Route path="/attendances" element={<p>asistencias</p>} />
          </Routes>
        </SessionUserContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

/**
 * Cancels for rain the class of the day list `list` its card describes as `card` (time and title),
 * checking the dialog names it as `named`; answers the class's id, from the page it then opens.
 */
async function cancelForRain(list: string, card: string, named: string): Promise<string> {
  const day = await screen.findByRole('list', { name: list })
  fireEvent.click(await within(day).findByRole('button', { name: 'Cancelar', description: card }))
  const dialog = await screen.findByRole('dialog', { name: 'Cancelar clase' })
  expect(within(dialog).getByText(named)).toBeTruthy()
  fireEvent.click(within(dialog).getByRole('radio', { name: 'Lluvia' }))
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar la clase' }))
  const opened = await screen.findByText(/^sesión /)
  return opened.textContent!.replace('sesión ', '')
}

fakeDialogs()

beforeEach(async () => {
  // Saturday 21 November 2026 in Santiago.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-21T08:00:00-03:00'))
  setDrainScheduling(false)
  await resetStore()
  signIn(USER_A)
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('Hoy', () => {
  it("lists today's sessions and the group classes due by their schedule, in time order", async () => {
    await db.groups.bulkPut([
      group(SAT!, 'Mini Riders', 'FREQ=WEEKLY;BYDAY=TU,SA;BYHOUR=10;BYMINUTE=30'),
      group(MON!, 'Lunes', 'FREQ=WEEKLY;BYDAY=MO;BYHOUR=10;BYMINUTE=0'),
      group(ENDED!, 'Terminado', 'FREQ=WEEKLY;BYDAY=SA;BYHOUR=9;BYMINUTE=0', {
        end_date: '2026-11-01',
      }),
      group(HELD!, 'Avanzado', 'FREQ=WEEKLY;BYDAY=SA;BYHOUR=9;BYMINUTE=0'),
    ])
    await db.classSessions.put(
      toLocalSession({
        id: SESSION!,
        name: 'Avanzado',
        description: null,
        session_date: '2026-11-21T09:00:00-03:00',
        class_type: 'group',
        group_id: HELD!,
        location: null,
        teacher_ids: [],
        student_ids: [S1!],
        transport_student_ids: [],
      }),
    )
    renderToday()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hoy')
    expect(screen.getByText('Sábado 21 de noviembre')).toBeTruthy()
    const list = await screen.findByRole('list', { name: 'Clases de hoy' })
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2))
    const [first, second] = within(list).getAllByRole('listitem')
    // The class taken counts its marks and flags the group's student nobody marked.
    expect(first!.textContent).toBe('09:00Avanzado1 presente1 sin marcarVer asistencia')
    // A class due today and not taken yet may still be cancelled (rain in the morning).
    expect(second!.textContent).toBe('10:30Mini Riders2 alumnosTomar asistenciaCancelar')
  })

  it("cancels today's class before taking it: created and cancelled, its card says so", async () => {
    await db.groups.put(
      group(SAT!, 'Mini Riders', 'FREQ=WEEKLY;BYDAY=SA;BYHOUR=10;BYMINUTE=30', {
        teacher_ids: [USER_A.id],
      }),
    )
    renderToday()
    const sessionId = await cancelForRain(
      'Clases de hoy',
      '10:30 Mini Riders',
      'Mini Riders · sábado 21 de noviembre, 10:30',
    )
    expect(await db.classSessions.get(sessionId)).toMatchObject({
      group_id: SAT,
      session_date: '2026-11-21T10:30:00-03:00',
      cancelled: { reason: 'rain', note: null },
    })
  })

  it('marks a cancelled class with its reason, offers no attendance for its group, and reopens it', async () => {
    await db.groups.put(group(SAT!, 'Mini Riders', 'FREQ=WEEKLY;BYDAY=SA;BYHOUR=10;BYMINUTE=30'))
    await db.classSessions.put(
      toLocalSession({
        id: SESSION!,
        name: 'Mini Riders',
        description: null,
        session_date: '2026-11-21T10:30:00-03:00',
        class_type: 'group',
        group_id: SAT!,
        location: null,
        teacher_ids: [],
        student_ids: [],
        transport_student_ids: [],
        cancel_reason: 'trail_closed',
        cancel_note: null,
      }),
    )
    renderToday()
    const list = await screen.findByRole('list', { name: 'Clases de hoy' })
    await waitFor(() =>
      expect(within(list).getByRole('link').textContent).toBe(
        '10:30Mini Riders2 alumnosCancelada · Sendero cerrado',
      ),
    )
    expect(within(list).queryByText('Tomar asistencia')).toBeNull()

    fireEvent.click(
      within(list).getByRole('button', { name: 'Reabrir', description: '10:30 Mini Riders' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Reabrir clase' })
    expect(
      within(dialog).getByText(
        'Mini Riders · sábado 21 de noviembre, 10:30. La clase vuelve a tomarse y a cobrarse a los alumnos presentes.',
      ),
    ).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reabrir clase' }))
    await waitFor(() =>
      expect(within(list).getByRole('link').textContent).toContain('Ver asistencia'),
    )
    expect((await db.classSessions.get(SESSION!))?.cancelled).toBeUndefined()
    const queued = await db.outbox.orderBy('seq').toArray()
    expect(queued.map((e) => e.name)).toEqual(['session.uncancel'])
  })

  it('counts the marks of a class taken, present and absent, and flags those unmarked', async () => {
    const kids = [8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18].map(id)
    await db.groups.put(
      group(SAT!, 'Mini Riders', 'FREQ=WEEKLY;BYDAY=SA;BYHOUR=10;BYMINUTE=30', {
        student_ids: kids,
      }),
    )
    await db.classSessions.put(
      toLocalSession({
        id: SESSION!,
        name: 'Mini Riders',
        description: null,
        session_date: '2026-11-21T10:30:00-03:00',
        class_type: 'group',
        group_id: SAT!,
        location: null,
        teacher_ids: [],
        student_ids: kids.slice(0, 4),
        absent_student_ids: [kids[3]!],
        transport_student_ids: [],
      }),
    )
    renderToday()
    const list = await screen.findByRole('list', { name: 'Clases de hoy' })
    await waitFor(() =>
      expect(within(list).getByRole('link').textContent).toBe(
        '10:30Mini Riders3 presentes · 1 ausente7 sin marcarVer asistencia',
      ),
    )
  })

  it('creates the due class with one tap, with its teachers and nobody marked, and opens it', async () => {
    await db.groups.put(
      group(SAT!, 'Mini Riders', 'FREQ=WEEKLY;BYDAY=SA;BYHOUR=10;BYMINUTE=30', {
        teacher_ids: [USER_A.id],
      }),
    )
    renderToday()
    const list = await screen.findByRole('list', { name: 'Clases de hoy' })
    fireEvent.click(await within(list).findByRole('button', { name: /Mini Riders/ }))
    const opened = await screen.findByText(/^sesión /)
    const sessionId = opened.textContent!.replace('sesión ', '')

    const stored = await db.classSessions.get(sessionId)
    expect(stored).toMatchObject({
      class_type: 'group',
      group_id: SAT,
      name: 'Mini Riders',
      session_date: '2026-11-21T10:30:00-03:00',
      teacher_ids: [USER_A.id],
      // Nobody is marked (nor billed) until the teacher taps Presente on the roster.
      students: [],
    })
    const queued = await db.outbox.orderBy('seq').toArray()
    expect(queued.map((e) => e.name)).toEqual(['session.create', 'session.addTeachers'])
    expect((queued[1]!.args as { session_id: string }).session_id).toBe(sessionId)
  })

  it('says there is nothing today and offers to create an attendance', async () => {
    await db.groups.put(group(MON!, 'Lunes', 'FREQ=WEEKLY;BYDAY=MO;BYHOUR=10;BYMINUTE=0'))
    renderToday()
    expect(await screen.findByText('No hay clases programadas para hoy.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Agregar asistencia' }))
    expect(await screen.findByText('asistencias')).toBeTruthy()
  })
})

describe('Hoy looks ahead', () => {
  it('on a Sunday with no class, shows the next classes with their day and month, not yet to be opened', async () => {
    vi.setSystemTime(new Date('2026-11-22T08:00:00-03:00'))
    await db.groups.put(
      group(MON!, 'Lunes', 'FREQ=WEEKLY;BYDAY=MO;BYHOUR=10;BYMINUTE=0', {
        location: 'Parque Mahuida',
      }),
    )
    renderToday()
    expect(await screen.findByText('No hay clases programadas para hoy.')).toBeTruthy()
    const ahead = await screen.findByRole('list', { name: 'Clases del lunes 23 de noviembre' })
    expect(within(ahead).getByRole('listitem').textContent).toBe(
      '10:00LunesParque Mahuida2 alumnosProgramadaCancelar',
    )
    // Not to be opened ahead: the only button cancels it, described by the class's time and name.
    expect(within(ahead).getAllByRole('button')).toEqual([
      within(ahead).getByRole('button', { name: 'Cancelar', description: '10:00 Lunes' }),
    ])
    expect(screen.getByRole('heading', { name: 'Lunes 23 de noviembre' })).toBeTruthy()
  })

  it("cancels tomorrow's class the night before: created and cancelled in one write, then the guardians to tell", async () => {
    await db.groups.put(
      group(MON!, 'Lunes', 'FREQ=WEEKLY;BYDAY=MO;BYHOUR=10;BYMINUTE=0', {
        teacher_ids: [USER_A.id],
      }),
    )
    renderToday()
    const sessionId = await cancelForRain(
      'Clases del lunes 23 de noviembre',
      '10:00 Lunes',
      'Lunes · lunes 23 de noviembre, 10:00',
    )
    expect(await db.classSessions.get(sessionId)).toMatchObject({
      group_id: MON,
      session_date: '2026-11-23T10:00:00-03:00',
      cancelled: { reason: 'rain', note: null },
      students: [],
    })
    const queued = await db.outbox.orderBy('seq').toArray()
    expect(queued.map((e) => e.name)).toEqual([
      'session.create',
      'session.addTeachers',
      'session.cancel',
    ])
    expect(queued[2]!.args).toEqual({
      session_id: sessionId,
      cancel: { reason: 'rain', note: undefined },
    })
  })

  it('cancels a class already created ahead, then opens it with the guardians to tell', async () => {
    await db.groups.put(group(MON!, 'Lunes', 'FREQ=WEEKLY;BYDAY=MO;BYHOUR=10;BYMINUTE=0'))
    await db.classSessions.put(
      toLocalSession({
        id: SESSION!,
        name: 'Lunes',
        description: null,
        session_date: '2026-11-23T10:00:00-03:00',
        class_type: 'group',
        group_id: MON!,
        location: null,
        teacher_ids: [],
        student_ids: [],
        transport_student_ids: [],
      }),
    )
    renderToday()
    const ahead = await screen.findByRole('list', { name: 'Clases del lunes 23 de noviembre' })
    await waitFor(() =>
      expect(within(ahead).getByRole('link').textContent).toBe('10:00Lunes2 alumnosProgramada'),
    )
    fireEvent.click(
      within(ahead).getByRole('button', { name: 'Cancelar', description: '10:00 Lunes' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar clase' })
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Sendero cerrado' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar la clase' }))
    expect(await screen.findByText(`sesión ${SESSION}`)).toBeTruthy()
    const queued = await db.outbox.orderBy('seq').toArray()
    expect(queued.map((e) => e.name)).toEqual(['session.cancel'])
    expect((await db.classSessions.get(SESSION!))?.cancelled).toEqual({
      reason: 'trail_closed',
      note: null,
    })
  })

  it('moves to the next and previous day and back to today', async () => {
    await db.groups.put(group(MON!, 'Lunes', 'FREQ=WEEKLY;BYDAY=MO;BYHOUR=10;BYMINUTE=0'))
    renderToday()
    expect(await screen.findByText('Sábado 21 de noviembre')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hoy')
    expect(screen.queryByRole('button', { name: 'Volver a hoy' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: /Día siguiente/ }))
    fireEvent.click(screen.getByRole('button', { name: /Día siguiente/ }))
    // Another day is not 'Hoy': the title names it.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Lunes 23 de noviembre'),
    )
    expect(document.title).toContain('Lunes 23 de noviembre')
    expect(
      await screen.findByRole('list', { name: 'Clases del lunes 23 de noviembre' }),
    ).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: /Día anterior/ }))
    expect(await screen.findByText('No hay clases programadas este día.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Volver a hoy' }))
    expect(await screen.findByText('Sábado 21 de noviembre')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hoy')
  })

  it("marks a holiday 'Feriado' and creates its class only with the explicit button", async () => {
    // Tuesday 8 December 2026, Inmaculada Concepción.
    vi.setSystemTime(new Date('2026-12-08T08:00:00-03:00'))
    await db.groups.put(group(SAT!, 'Mini Riders', 'FREQ=WEEKLY;BYDAY=TU;BYHOUR=10;BYMINUTE=30'))
    renderToday()
    expect(await screen.findByText(/Feriado: La inmaculada concepción/i)).toBeTruthy()
    const list = await screen.findByRole('list', { name: 'Clases de hoy' })
    await waitFor(() => expect(within(list).getByText('Feriado')).toBeTruthy())
    expect(await db.classSessions.count()).toBe(0)
    fireEvent.click(
      within(list).getByRole('button', { name: 'Hacer la clase de Mini Riders igual' }),
    )
    const opened = await screen.findByText(/^sesión /)
    const stored = await db.classSessions.get(opened.textContent!.replace('sesión ', ''))
    expect(stored).toMatchObject({ group_id: SAT, session_date: '2026-12-08T10:30:00-03:00' })
  })
  it("marks a school holiday an admin added like a legal one: 'Feriado' with its name, class only by the button", async () => {
    const server = fakeServer()
    server.answer((request) =>
      request.path === '/school-holidays'
        ? jsonResponse(200, [
            {
              id: id(90),
              day: '2026-11-21',
              name: 'Cierre del colegio',
              created_at: '2026-11-01T12:00:00-03:00',
            },
          ])
        : new Response(null, { status: 204 }),
    )
    await db.groups.put(group(SAT!, 'Mini Riders', 'FREQ=WEEKLY;BYDAY=SA;BYHOUR=10;BYMINUTE=30'))
    renderToday()
    expect(await screen.findByText('Feriado: Cierre del colegio')).toBeTruthy()
    const list = await screen.findByRole('list', { name: 'Clases de hoy' })
    await waitFor(() => expect(within(list).getByText('Feriado')).toBeTruthy())
    expect(server.requests.some((r) => r.path === '/school-holidays')).toBe(true)
    fireEvent.click(
      within(list).getByRole('button', { name: 'Hacer la clase de Mini Riders igual' }),
    )
    expect(await screen.findByText(/^sesión /)).toBeTruthy()
  })
})
