// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { fakeDialogs } from '#app/test/fixtures.ts'
import { AssignmentSection } from './assignment-section.tsx'
import type { Person } from './people.ts'

const person = (id: string, name: string, last_name: string, detail: string | null = null) => ({
  id,
  name,
  last_name,
  detail,
})
const ZOE = person('1', 'Zoe', 'Vidal', '12.345.678-5')
const ANA = person('2', 'Ana', 'Pérez')
const BRUNO = person('3', 'Bruno', 'Muñoz', '9.876.543-3')
const CAMILA = person('4', 'Camila', 'Soto')

const onAdd = vi.fn(async (_ids: string[]) => {})
const onRemove = vi.fn(async (_id: string) => {})

function renderSection(people: Person[], candidates: Person[] = [ZOE, ANA, BRUNO, CAMILA]) {
  return render(
    <AssignmentSection
      title="Alumnos"
      people={people}
      candidates={candidates}
      onAdd={onAdd}
      onRemove={onRemove}
    />,
  )
}

beforeAll(fakeDialogs)

afterEach(() => {
  cleanup()
  vi.clearAllMocks()
})

describe('assignment section', () => {
  it('lists the assigned people by full name, or says there are none', async () => {
    renderSection([ZOE, ANA])
    const rows = within(screen.getByRole('table', { name: 'Alumnos' })).getAllByRole('row')
    expect(rows.slice(1).map((r) => (r as HTMLTableRowElement).cells[0]!.textContent)).toEqual([
      'Ana Pérez',
      'Zoe Vidal',
    ])
    expect(screen.queryByLabelText(/^Transporte de/)).toBeNull()
    const remove = screen.getByRole('button', { name: 'Quitar a Zoe Vidal' }) as HTMLButtonElement
    await waitFor(() => expect(remove.disabled).toBe(false))
    fireEvent.click(remove)
    expect(onRemove).toHaveBeenCalledWith('1')
    cleanup()
    renderSection([])
    expect(screen.getByText('No hay usuarios asignados.')).toBeTruthy()
  })

  it('with confirmRemove, asks naming the person before removing, and Cancelar keeps them', async () => {
    render(
      <AssignmentSection
        title="Alumnos"
        people={[ZOE, ANA]}
        candidates={[]}
        onAdd={onAdd}
        onRemove={onRemove}
        confirmRemove={(p) => ({
          title: 'Quitar alumno del grupo',
          message: `¿Quitar a ${p.name} ${p.last_name} del grupo «Martes»?`,
        })}
      />,
    )
    const remove = screen.getByRole('button', { name: 'Quitar a Zoe Vidal' }) as HTMLButtonElement
    expect(remove.className).toContain('btn-small')
    await waitFor(() => expect(remove.disabled).toBe(false))
    fireEvent.click(remove)
    const dialog = screen.getByRole('dialog', { name: 'Quitar alumno del grupo' })
    expect(dialog.textContent).toContain('¿Quitar a Zoe Vidal del grupo «Martes»?')
    expect(onRemove).not.toHaveBeenCalled()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    expect(onRemove).not.toHaveBeenCalled()
    fireEvent.click(remove)
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Quitar alumno del grupo' })).getByRole('button', {
        name: 'Quitar',
      }),
    )
    await waitFor(() => expect(onRemove).toHaveBeenCalledWith('1'))
  })

  it('offers only the users not yet assigned, filtered by the search, and adds the ticked ones', async () => {
    renderSection([ZOE, ANA])
    fireEvent.click(screen.getByRole('button', { name: 'Agregar alumnos' }))
    const dialog = screen.getByRole('dialog', { name: 'Agregar alumnos' })
    const options = () =>
      within(dialog)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')!.textContent)
    expect(options()).toEqual(['Bruno Muñoz9.876.543-3', 'Camila Soto'])

    const add = within(dialog).getByRole('button', { name: 'Agregar' }) as HTMLButtonElement
    expect(add.disabled).toBe(true)
    fireEvent.change(within(dialog).getByLabelText('Buscar por nombre'), {
      target: { value: 'munoz' },
    })
    expect(options()).toEqual(['Bruno Muñoz9.876.543-3'])
    fireEvent.click(within(dialog).getByRole('checkbox'))
    fireEvent.click(add)
    await waitFor(() => expect(onAdd).toHaveBeenCalledWith(['3']))
  })

  it('hides the add and remove controls when read-only', () => {
    render(
      <AssignmentSection
        title="Profesores"
        people={[ANA]}
        candidates={[ANA, BRUNO]}
        readOnly
        onAdd={onAdd}
        onRemove={onRemove}
      />,
    )
    expect(screen.getByText('Ana Pérez')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Agregar profesores' })).toBeNull()
    expect(screen.queryByRole('button', { name: /Quitar/ })).toBeNull()
  })
})
