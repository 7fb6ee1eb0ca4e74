// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { routerFuture } from '#app/test/fixtures.ts'
import { db } from '#app/offline/db.ts'
import { getClassSession, type ClassSessionWithPeople } from '#app/offline/queries.ts'
import { startSignedIn, USER_A } from '#app/offline/test-server.ts'
import { localStudent, storeGroupClass, testIds } from '#app/offline/test-rows.ts'
import * as mutations from '#app/offline/mutations.ts'
import { Roster, rosterCounts } from './roster.tsx'

const realAdd = mutations.addSessionStudents

const [JOSE, SOFIA, MATEO, GROUP, CLASS] = testIds('e2e2e2e2', 5)

async function seed() {
  await db.students.bulkPut([
    localStudent({ id: JOSE, name: 'José', last_name: 'Núñez' }),
    localStudent({ id: SOFIA, name: 'Sofía', last_name: 'Rojas' }),
    localStudent({ id: MATEO, name: 'Mateo', last_name: 'Díaz' }),
  ])
  await storeGroupClass(
    {
      id: GROUP,
      name: 'Sábados',
      rrule: 'FREQ=WEEKLY;BYDAY=SA;BYHOUR=10',
      student_ids: [JOSE, SOFIA, MATEO],
    },
    { id: CLASS, name: 'Sábados', session_date: '2026-11-21T10:00:00-03:00' },
  )
}

const tree = async () => (
  <MemoryRouter future={routerFuture}>
    <Roster session={(await getClassSession(CLASS))!} />
  </MemoryRouter>
)
const renderRoster = async () => render(await tree())

const stored = async () => (await db.classSessions.get(CLASS))!.students

beforeEach(async () => {
  await startSignedIn()
  await seed()
})
afterEach(cleanup)

/** A card on this device, as the last pull for the signed-in user left it. */
async function storeCard(studentId: string, notes: { allergies?: string; medication?: string }) {
  await db.emergencyCards.put({
    student_id: studentId,
    contacts: [],
    allergies: '',
    conditions: '',
    medication: '',
    insurance_provider: '',
    insurance_plan: '',
    consent: true,
    consent_date: '2026-03-02',
    consent_recorded_by: null,
    consent_recorded_at: null,
    updated_at: null,
    health_consent_signed: true,
    ...notes,
  })
  await db.meta.put({ key: 'cardsFor', value: USER_A.id })
}

const countsText = () => document.querySelector('.roster-counts')?.textContent

describe('the roster', () => {
  it('counts present, absent and unmarked, in the singular for one', () => {
    const rows = (statuses: (string | null)[]) =>
      statuses.map((status) => ({ status: status as 'present' | 'absent' | null }))
    expect(rosterCounts(rows(['present', 'present', 'absent', null, null]))).toEqual({
      present: 2,
      absent: 1,
      unmarked: 2,
    })
    expect(rosterCounts([])).toEqual({ present: 0, absent: 0, unmarked: 0 })
  })

  it('shows the live counts: "1 presente · 1 ausente · 1 sin marcar"', async () => {
    const view = await renderRoster()
    expect(countsText()).toBe('0 presentes · 0 ausentes · 3 sin marcar')
    fireEvent.click(screen.getByRole('button', { name: 'José Núñez: presente' }))
    // Counted at once, while the tap is being saved.
    expect(countsText()).toBe('1 presente · 0 ausentes · 2 sin marcar')
    fireEvent.click(screen.getByRole('button', { name: 'Sofía Rojas: ausente' }))
    expect(countsText()).toBe('1 presente · 1 ausente · 1 sin marcar')
    await waitFor(async () => expect(await stored()).toHaveLength(2))
    view.rerender(await tree())
    expect(countsText()).toBe('1 presente · 1 ausente · 1 sin marcar')
  })

  it("'Todos presentes' marks everyone not marked yet in one queued change", async () => {
    const view = await renderRoster()
    fireEvent.click(screen.getByRole('button', { name: 'Sofía Rojas: ausente' }))
    await waitFor(async () => expect(await stored()).toHaveLength(1))
    view.rerender(await tree())
    fireEvent.click(screen.getByRole('button', { name: 'Todos presentes' }))
    expect(countsText()).toBe('2 presentes · 1 ausente · 0 sin marcar')
    await waitFor(async () => expect(await stored()).toHaveLength(3))
    expect(await stored()).toEqual(
      expect.arrayContaining([
        { student_id: JOSE, used_transport: false, status: 'present' },
        { student_id: MATEO, used_transport: false, status: 'present' },
        { student_id: SOFIA, used_transport: false, status: 'absent' },
      ]),
    )
    const queued = await db.outbox.orderBy('seq').toArray()
    expect(queued).toHaveLength(2)
    expect(queued[1]!.args).toEqual({
      session_id: CLASS,
      students: [
        { student_id: JOSE, status: 'present' },
        { student_id: MATEO, status: 'present' },
      ],
    })
    view.rerender(await tree())
    const all = screen.getByRole('button', { name: 'Todos presentes' }) as HTMLButtonElement
    expect(all.disabled).toBe(true)
    fireEvent.click(all)
    expect(await db.outbox.count()).toBe(2)
  })

  it("marks an allergy or a medication on the child's card, and names the card's button", async () => {
    await storeCard(JOSE, { allergies: 'Penicilina' })
    await storeCard(MATEO, { medication: 'Salbutamol' })
    await storeCard(SOFIA, {})
    await renderRoster()
    const allergy = await screen.findByRole('img', { name: 'Alergia' })
    expect(allergy.closest('li')?.textContent).toContain('José Núñez')
    const medication = screen.getByRole('img', { name: 'Medicamento' })
    expect(medication.closest('li')?.textContent).toContain('Mateo Díaz')
    expect(screen.getAllByRole('img', { name: /Alergia|Medicamento/ })).toHaveLength(2)
    // What the card says is one (logged) tap away, not on the row.
    expect(document.body.textContent).not.toContain('Penicilina')
    expect(screen.getByRole('button', { name: 'Emergencia de Sofía Rojas' })).toBeTruthy()
  })

  it("shows no card's marks from another user's pull", async () => {
    await storeCard(JOSE, { allergies: 'Penicilina' })
    await db.meta.put({ key: 'cardsFor', value: 'someone-else' })
    await renderRoster()
    await screen.findByRole('button', { name: 'Emergencia de José Núñez' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('img', { name: 'Alergia' })).toBeNull()
  })

  it('marks a child whose waiver or health consent is not signed, with an accessible name', async () => {
    await db.students.put(
      localStudent({
        id: SOFIA,
        name: 'Sofía',
        last_name: 'Rojas',
        consents_missing: ['waiver', 'health_consent'],
      }),
    )
    await renderRoster()
    const marks = screen.getAllByRole('img', { name: 'Falta descargo o consentimiento de salud' })
    expect(marks).toHaveLength(1)
    expect(marks[0]!.closest('li')?.textContent).toContain('Sofía Rojas')
    expect(marks[0]!.getAttribute('title')).toBe(
      'Falta firmar: Descargo de responsabilidad y Consentimiento para tratar datos de salud',
    )
  })

  it('lists the whole group unmarked: opening a class marks nobody', async () => {
    await renderRoster()
    const present = screen.getAllByRole('button', { name: /: presente$/ })
    expect(present.map((b) => b.getAttribute('aria-label'))).toEqual([
      'José Núñez: presente',
      'Mateo Díaz: presente',
      'Sofía Rojas: presente',
    ])
    for (const b of present) expect(b.getAttribute('aria-pressed')).toBe('false')
    expect((screen.getByLabelText('Transporte de José Núñez') as HTMLInputElement).disabled).toBe(
      true,
    )
    expect(await stored()).toEqual([])
    expect(await db.outbox.count()).toBe(0)
  })

  it('marks present and absent as queued changes, and Listo tells the count', async () => {
    const view = await renderRoster()
    fireEvent.click(screen.getByRole('button', { name: 'José Núñez: presente' }))
    fireEvent.click(screen.getByRole('button', { name: 'Sofía Rojas: ausente' }))
    await waitFor(async () => expect(await stored()).toHaveLength(2))
    expect(await stored()).toEqual(
      expect.arrayContaining([
        { student_id: JOSE, used_transport: false, status: 'present' },
        { student_id: SOFIA, used_transport: false, status: 'absent' },
      ]),
    )
    const queued = await db.outbox.orderBy('seq').toArray()
    expect(queued.map((e) => [e.name, e.args])).toEqual([
      [
        'session.addStudents',
        { session_id: CLASS, students: [{ student_id: JOSE, status: 'present' }] },
      ],
      [
        'session.addStudents',
        {
          session_id: CLASS,
          students: [{ student_id: SOFIA, status: 'absent', used_transport: false }],
        },
      ],
    ])
    // The page reads the store live; here the new state is handed in.
    view.rerender(await tree())
    expect(
      screen.getByRole('button', { name: 'Sofía Rojas: ausente' }).getAttribute('aria-pressed'),
    ).toBe('true')
    const scrolled = vi.fn()
    Element.prototype.scrollIntoView = scrolled
    fireEvent.click(screen.getByRole('button', { name: 'Listo' }))
    // The confirmation is brought into view, below a long roster.
    await waitFor(() => expect(scrolled).toHaveBeenCalled())
    expect(screen.getByRole('status').textContent).toBe(
      'Asistencia guardada: 1 presente, 1 ausente, 1 sin marcar.',
    )
  })

  it('shows a tap as being saved until its write has committed, then as saved', async () => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const write = vi.spyOn(mutations, 'addSessionStudents').mockImplementation(async (...args) => {
      await held
      return realAdd(...args)
    })
    try {
      await renderRoster()
      fireEvent.click(screen.getByRole('button', { name: 'José Núñez: presente' }))
      const row = () => screen.getByText('José Núñez').closest('li')!
      // Shown at once, but as pending: nothing is stored yet and the row says so.
      expect(row().getAttribute('aria-busy')).toBe('true')
      expect(row().className).toContain('roster-row-pending')
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(row().getAttribute('aria-busy')).toBe('true')
      expect(await stored()).toEqual([])
      expect(await db.outbox.count()).toBe(0)
      // Listo does not claim anything is saved while a tap is still being written.
      fireEvent.click(screen.getByRole('button', { name: 'Listo' }))
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(screen.queryByText(/Asistencia guardada/)).toBeNull()

      release()
      await waitFor(() => expect(row().getAttribute('aria-busy')).toBe('false'))
      // By the time the row stops being busy, the change and its queued mutation are stored.
      expect(await stored()).toEqual([
        { student_id: JOSE, used_transport: false, status: 'present' },
      ])
      expect(await db.outbox.count()).toBe(1)
      expect(
        screen.getByRole('button', { name: 'José Núñez: presente' }).getAttribute('aria-pressed'),
      ).toBe('true')
      await screen.findByText(/Asistencia guardada: 1 presente/)
    } finally {
      write.mockRestore()
    }
  })

  it('ends two quick taps on one row in the second one, in order', async () => {
    await renderRoster()
    fireEvent.click(screen.getByRole('button', { name: 'Mateo Díaz: presente' }))
    fireEvent.click(screen.getByRole('button', { name: 'Mateo Díaz: ausente' }))
    const absent = screen.getByRole('button', { name: 'Mateo Díaz: ausente' })
    expect(absent.getAttribute('aria-pressed')).toBe('true')
    await waitFor(() =>
      expect(screen.getByText('Mateo Díaz').closest('li')!.getAttribute('aria-busy')).toBe('false'),
    )
    expect(absent.getAttribute('aria-pressed')).toBe('true')
    expect(await stored()).toEqual([{ student_id: MATEO, used_transport: false, status: 'absent' }])
    const queued = await db.outbox.orderBy('seq').toArray()
    expect(
      queued.map((e) => (e.args as { students: { status: string }[] }).students[0]!.status),
    ).toEqual(['present', 'absent'])
  })

  it('keeps a saved tap over a store read that began before it and arrives late', async () => {
    const before = (await getClassSession(CLASS))!
    const view = (session: typeof before) => (
      <MemoryRouter future={routerFuture}>
        <Roster session={session} />
      </MemoryRouter>
    )
    const { rerender } = render(view(before))
    fireEvent.click(screen.getByRole('button', { name: 'José Núñez: presente' }))
    const row = () => screen.getByText('José Núñez').closest('li')!
    await waitFor(() => expect(row().getAttribute('aria-busy')).toBe('false'))
    const pressed = () =>
      screen.getByRole('button', { name: 'José Núñez: presente' }).getAttribute('aria-pressed')
    // A live read begun before the write lands after it: José was not marked yet in it.
    rerender(view({ ...before }))
    expect(pressed()).toBe('true')
    // A read begun after it shows him marked: from then on the store decides.
    const after = (await getClassSession(CLASS))!
    expect(after.seenWrites).toBeGreaterThan(before.seenWrites)
    rerender(view(after))
    expect(pressed()).toBe('true')
    await db.classSessions.update(CLASS, { students: [] })
    rerender(view((await getClassSession(CLASS))!))
    expect(pressed()).toBe('false')
  })

  it('marks a child put back without the transport of an earlier, superseded tap', async () => {
    const view = (session: ClassSessionWithPeople) => (
      <MemoryRouter future={routerFuture}>
        <Roster session={session} />
      </MemoryRouter>
    )
    const read = async () => (await getClassSession(CLASS))!
    const { rerender } = render(view(await read()))
    const row = () => screen.getByText('José Núñez').closest('li')!
    const transport = () => screen.getByLabelText('Transporte de José Núñez') as HTMLInputElement
    fireEvent.click(screen.getByRole('button', { name: 'José Núñez: presente' }))
    await waitFor(() => expect(row().getAttribute('aria-busy')).toBe('false'))
    rerender(view(await read()))
    fireEvent.click(transport())
    await waitFor(() => expect(row().getAttribute('aria-busy')).toBe('false'))
    rerender(view(await read()))
    expect(transport().checked).toBe(true)
    // Taken off the class elsewhere on the page, then marked present again.
    await mutations.removeSessionStudent(CLASS, JOSE)
    rerender(view(await read()))
    fireEvent.click(screen.getByRole('button', { name: 'José Núñez: presente' }))
    expect(transport().checked).toBe(false)
    await waitFor(() => expect(row().getAttribute('aria-busy')).toBe('false'))
    rerender(view(await read()))
    expect(transport().checked).toBe(false)
    expect(await stored()).toEqual([{ student_id: JOSE, used_transport: false, status: 'present' }])
  })
})
