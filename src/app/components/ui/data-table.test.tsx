// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DataTable, type Column } from './data-table.tsx'

interface Person {
  id: string
  name: string
}
const columns: Column<Person>[] = [{ header: 'Nombre', cell: (p) => p.name }]
const people = [
  { id: 'a', name: 'Ana' },
  { id: 'b', name: 'Benjamín' },
]

function renderTable(props: Partial<Parameters<typeof DataTable<Person>>[0]> = {}) {
  return render(
    <MemoryRouter initialEntries={['/list']}>
      <Routes>
        <Route
          path="/list"
          element={
            <DataTable
              caption="Personas"
              columns={columns}
              rows={people}
              rowKey={(p) => p.id}
              emptyText="No hay personas."
              rowHref={(p) => `/people/${p.id}`}
              {...props}
            />
          }
        />
        <Route path="/people/:id" element={<p>detalle</p>} />
      </Routes>
    </MemoryRouter>,
  )
}

afterEach(cleanup)

describe('DataTable', () => {
  it('shows loading text, an error as an alert, or the empty message instead of rows', () => {
    const { unmount } = renderTable({ loading: true })
    expect(screen.getByText('Cargando...')).toBeTruthy()
    unmount()
    renderTable({ error: 'Error al cargar.' })
    expect(screen.getByRole('alert').textContent).toBe('Error al cargar.')
    cleanup()
    renderTable({ rows: [] })
    expect(screen.getByText('No hay personas.')).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('opens the detail when a row is clicked, and its first cell is a real link', async () => {
    renderTable()
    expect(screen.getByRole('link', { name: 'Ana' }).getAttribute('href')).toBe('/people/a')
    await userEvent.click(screen.getByText('Benjamín').closest('tr')!)
    expect(screen.getByText('detalle')).toBeTruthy()
  })

  it('runs the row action without opening the row', async () => {
    const onClick = vi.fn()
    renderTable({ action: { label: () => 'Eliminar', onClick, tone: 'danger' } })
    await userEvent.click(screen.getAllByRole('button', { name: 'Eliminar' })[1]!)
    expect(onClick).toHaveBeenCalledWith(people[1])
    expect(screen.queryByText('detalle')).toBeNull()
  })
})

describe('DataTable as cards on phones', () => {
  it("names each cell's column so a card can show it without the header row", () => {
    const withRut: Column<Person>[] = [...columns, { header: 'RUT', cell: () => '12.345.678-5' }]
    renderTable({ cards: true, columns: withRut })
    const table = screen.getByRole('table', { name: 'Personas' })
    expect(table.classList.contains('data-table-cards')).toBe(true)
    const rut = screen.getAllByRole('cell', { name: '12.345.678-5' })[0]!
    expect(rut.getAttribute('data-label')).toBe('RUT')
  })

  it('stays a plain table unless asked', () => {
    renderTable()
    expect(screen.getByRole('table').classList.contains('data-table-cards')).toBe(false)
  })
})
