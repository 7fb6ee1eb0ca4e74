// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeDialogs, routerFuture } from '#app/test/fixtures.ts'
import { db } from '#app/offline/db.ts'
import { startSignedIn } from '#app/offline/test-server.ts'
import { localStudent, storeGroupClass, testIds } from '#app/offline/test-rows.ts'
import { ClassSessionPage } from './class-session-page.tsx'

const [JOSE, SOFIA, ANA, GROUP, CLASS, ADULT] = testIds('f1f1f1f1', 6)

async function seed() {
  await db.students.bulkPut([
    localStudent({ id: JOSE, name: 'José', last_name: 'Núñez', supporter_id: ANA }),
    localStudent({ id: SOFIA, name: 'Sofía', last_name: 'Núñez', supporter_id: ANA }),
    localStudent({ id: ADULT, name: 'Raúl', last_name: 'Núñez' }),
  ])
  await db.supporters.put({
    id: ANA,
    name: 'Ana',
    last_name: 'Núñez',
    phone: '+56987654321',
  })
  await storeGroupClass(
    {
      id: GROUP,
      name: 'Mini Riders',
      rrule: 'FREQ=WEEKLY;BYDAY=TH;BYHOUR=10;BYMINUTE=30',
      student_ids: [JOSE, SOFIA, ADULT],
    },
    {
      id: CLASS,
      session_date: '2026-11-12T10:30:00-03:00',
      students: [{ student_id: JOSE, used_transport: true, status: 'present' }],
    },
  )
}

const renderPage = () =>
  render(
    <MemoryRouter future={routerFuture} initialEntries={[`/attendances/${CLASS}`]}>
      <Routes>
        <Route path="/attendances/:id" element={<ClassSessionPage />} />
      </Routes>
    </MemoryRouter>,
  )

const queued = async () =>
  (await db.outbox.orderBy('seq').toArray()).map((e) => [e.name, e.args] as const)

beforeAll(fakeDialogs)

beforeEach(async () => {
  await startSignedIn()
  await seed()
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the class page', () => {
  it("opens on the class's name, day, time and place, the roster first", async () => {
    await db.groups.update(GROUP, { location: 'Parque Mahuida' })
    renderPage()
    const title = await screen.findByRole('heading', { level: 1, name: 'Mini Riders' })
    expect(title.closest('header')?.textContent).toContain(
      'Jueves 12 de noviembre · 10:30 · Parque Mahuida',
    )
    expect(screen.getByRole('button', { name: 'Volver' })).toBeTruthy()
    // Then the roster with its counts, then the class's details further down.
    const counts = await screen.findByText(/sin marcar/)
    const details = screen.getByRole('heading', { level: 2, name: 'Detalles de la clase' })
    expect(title.compareDocumentPosition(counts) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(counts.compareDocumentPosition(details) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(counts.closest('p')?.textContent).toBe('1 presente · 0 ausentes · 2 sin marcar')
  })
})

describe('cancelling a class from its page', () => {
  it('asks for a reason (and the words of another), then shows the class cancelled', async () => {
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar clase' }))
    const dialog = screen.getByRole('dialog', { name: 'Cancelar clase' })
    const submit = within(dialog).getByRole('button', { name: 'Cancelar la clase' })
    fireEvent.click(submit)
    expect(within(dialog).getByText(/Elige un motivo/)).toBeTruthy()
    fireEvent.click(within(dialog).getByLabelText('Otro motivo'))
    fireEvent.click(submit)
    expect(within(dialog).getByText('Escribe el motivo de la cancelación.')).toBeTruthy()
    fireEvent.click(within(dialog).getByLabelText('Lluvia'))
    fireEvent.click(submit)

    await screen.findByRole('heading', { name: 'Clase cancelada · Lluvia' })
    expect(await queued()).toEqual([
      ['session.cancel', { session_id: CLASS, cancel: { reason: 'rain', note: undefined } }],
    ])
    // Nobody is marked on a class that did not take place.
    const present = screen.getByRole('button', { name: 'Sofía Núñez: presente' })
    expect((present as HTMLButtonElement).disabled).toBe(true)
    expect(screen.queryByRole('button', { name: 'Listo' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Cancelar clase' })).toBeNull()
  })

  it('lists one guardian per family with WhatsApp, and whoever has no guardian', async () => {
    await db.classSessions.update(CLASS, { cancelled: { reason: 'trail_closed', note: null } })
    renderPage()
    const tell = await screen.findByRole('region', { name: 'Avisar a los apoderados' })
    const link = await within(tell).findByRole('link', { name: 'Enviar WhatsApp a Ana Núñez' })
    const href = new URL(link.getAttribute('href')!)
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/56987654321')
    expect(href.searchParams.get('text')).toBe(
      'Hola, Ana: le avisamos que la clase de Mini Riders del jueves 12 de noviembre a las ' +
        '10:30 se cancela porque el sendero está cerrado. Disculpe las molestias.',
    )
    expect(within(tell).getByText('A cargo de José Núñez, Sofía Núñez')).toBeTruthy()
    expect(within(tell).getByText('Alumno, sin apoderado registrado')).toBeTruthy()
    expect(within(tell).getByText('Sin teléfono registrado')).toBeTruthy()
    expect(within(tell).getAllByRole('link')).toHaveLength(1)

    const writeText = vi.fn(() => Promise.resolve())
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    fireEvent.click(within(tell).getByRole('button', { name: 'Copiar mensaje' }))
    await waitFor(() => expect(within(tell).getByRole('status').textContent).toBe('Copiado'))
    expect(writeText).toHaveBeenCalledWith(
      expect.stringMatching(/^Hola: les avisamos que la clase de Mini Riders del jueves 12 de nov/),
    )
  })

  it('reopens a class cancelled by mistake, asked first', async () => {
    await db.classSessions.update(CLASS, { cancelled: { reason: 'rain', note: null } })
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Reabrir clase' }))
    const ask = screen.getByRole('dialog', { name: 'Reabrir clase' })
    fireEvent.click(within(ask).getByRole('button', { name: 'Reabrir clase' }))
    await screen.findByRole('button', { name: 'Cancelar clase' })
    expect(await queued()).toEqual([['session.uncancel', { session_id: CLASS }]])
    expect((await db.classSessions.get(CLASS))?.cancelled).toBeUndefined()
  })
})

describe('taking a student off the class', () => {
  it('asks first, then Deshacer puts them back with the same status and transport', async () => {
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Quitar a José Núñez' }))
    const ask = screen.getByRole('dialog', { name: 'Quitar alumno' })
    expect(await queued()).toEqual([])
    fireEvent.click(within(ask).getByRole('button', { name: 'Quitar' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Deshacer' }))
    await waitFor(async () => expect(await queued()).toHaveLength(2))
    expect(await queued()).toEqual([
      ['session.removeStudent', { session_id: CLASS, student_id: JOSE }],
      [
        'session.addStudents',
        {
          session_id: CLASS,
          students: [{ student_id: JOSE, used_transport: true, status: 'present' }],
        },
      ],
    ])
    expect((await db.classSessions.get(CLASS))?.students).toEqual([
      { student_id: JOSE, used_transport: true, status: 'present' },
    ])
    expect(screen.queryByRole('button', { name: 'Deshacer' })).toBeNull()
  })
})
