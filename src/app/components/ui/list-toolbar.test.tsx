// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { CreatedStatus, ListToolbar } from './list-toolbar.tsx'
import { useInlineForm } from './use-inline-form.ts'

/** A list screen in miniature: the search hides while the form is open, as on Lista de grupos. */
function Screen({ canAdd = true }: { canAdd?: boolean }) {
  const form = useInlineForm()
  const [search, setSearch] = useState('')
  return (
    <>
      <ListToolbar
        search={
          form.open
            ? undefined
            : { value: search, onChange: setSearch, label: 'Buscar', placeholder: 'Buscar...' }
        }
        formSwitch={canAdd ? { form, add: 'Agregar grupo', close: 'Cerrar formulario' } : undefined}
      />
      <CreatedStatus form={form} text="Grupo creado." />
      {form.open && (
        <button type="button" onClick={form.onCreated}>
          Guardar
        </button>
      )}
      <p data-testid="search">{search}</p>
    </>
  )
}

afterEach(cleanup)

describe('list toolbar', () => {
  it('opens and closes the form, says when it saved, and clears that on the next toggle', () => {
    render(<Screen />)
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar' }), {
      target: { value: 'mar' },
    })
    expect(screen.getByRole('status', { hidden: true }).hidden).toBe(true)
    expect(screen.getByTestId('search').textContent).toBe('mar')

    const toggle = screen.getByRole('button', { name: 'Agregar grupo' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(toggle)
    expect(toggle.textContent).toBe('Cerrar formulario')
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(screen.queryByRole('searchbox')).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }))
    expect(toggle.textContent).toBe('Agregar grupo')
    expect(screen.getByRole('status').textContent).toBe('Grupo creado.')

    fireEvent.click(toggle)
    expect(screen.getByRole('status', { hidden: true }).hidden).toBe(true)
  })

  it('has no form switch for someone who may not create', () => {
    render(<Screen canAdd={false} />)
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
  })
})
