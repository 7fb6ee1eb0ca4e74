// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defaultValidFrom } from '#shared/billing/price-in-force.ts'
import type { GroupDetail } from '#shared/contract/groups.ts'
import { GroupForm } from './group-form.tsx'

const updateGroup = vi.hoisted(() => vi.fn())
vi.mock('../api/update-group.ts', () => ({ updateGroup }))

const group: GroupDetail = {
  id: '0b5f6a52-3c1d-4e8f-9a2b-7c6d5e4f3a2b',
  name: 'Mini Riders',
  description: 'Niños de 6 a 9 años',
  location: 'Parque Mahuida',
  start_date: '2026-03-02',
  end_date: null,
  price_per_session: 12_000,
  price_valid_from: '2000-01-01',
  price_exempt: true,
  scheduled_prices: [],
  rrule: 'FREQ=WEEKLY;BYDAY=WE,SA;BYHOUR=10;BYMINUTE=30',
  days: ['WE', 'SA'],
  time: '10:30',
  teachers: [],
  students: [],
  class_sessions: [],
  map_url: null,
  level: 'beginner',
  age_min: 6,
  age_max: 9,
  capacity: null,
  published: true,
}

function renderEdit() {
  const onSaved = vi.fn()
  render(<GroupForm group={group} onCreated={onSaved} />)
  return onSaved
}

const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }))

afterEach(() => {
  cleanup()
  updateGroup.mockReset()
})

describe('Editar grupo', () => {
  it('opens with the group as it is, and asks "Vigente desde" only when the price changes', () => {
    renderEdit()
    expect(screen.getByRole('heading', { name: 'Editar grupo' })).toBeTruthy()
    expect(input('Nombre').value).toBe('Mini Riders')
    expect(input('Lugar (opcional)').value).toBe('Parque Mahuida')
    expect(input('Miércoles').checked).toBe(true)
    expect(input('Sábado').checked).toBe(true)
    expect(input('Lunes').checked).toBe(false)
    expect(input('Hora de la clase').value).toBe('10:30')
    expect(input('Fecha de inicio').value).toBe('2026-03-02')
    expect(input(/Precio por clase/).value).toBe('12.000')
    expect(screen.queryByLabelText('Vigente desde')).toBeNull()

    fireEvent.change(input(/Precio por clase/), { target: { value: '15000' } })
    expect(input('Vigente desde').value).toBe(defaultValidFrom())
  })

  it('sends only what changed; a new price goes with its "Vigente desde"', async () => {
    updateGroup.mockResolvedValue(group)
    const onSaved = renderEdit()
    fireEvent.change(input('Nombre'), { target: { value: 'Mini Riders B' } })
    fireEvent.click(input('Lunes'))
    fireEvent.change(input(/Precio por clase/), { target: { value: '15000' } })
    fireEvent.change(input('Vigente desde'), { target: { value: '2026-11-15' } })
    save()
    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    expect(updateGroup).toHaveBeenCalledWith(group.id, {
      name: 'Mini Riders B',
      rrule: 'FREQ=WEEKLY;BYDAY=MO,WE,SA;BYHOUR=10;BYMINUTE=30',
      price_per_session: 15_000,
      price_exempt: true,
      valid_from: '2026-11-15',
    })
  })

  it('a price made afecto (IVA included) is a dated change of the same price', async () => {
    updateGroup.mockResolvedValue(group)
    renderEdit()
    const exempt = input('Exento de IVA (boleta exenta)')
    expect(exempt.checked).toBe(true)
    expect(screen.queryByLabelText('Vigente desde')).toBeNull()
    fireEvent.click(exempt)
    fireEvent.change(input('Vigente desde'), { target: { value: '2026-12-01' } })
    save()
    await waitFor(() =>
      expect(updateGroup).toHaveBeenCalledWith(group.id, {
        price_per_session: 12_000,
        price_exempt: false,
        valid_from: '2026-12-01',
      }),
    )
  })

  it('without a price there is no tax flag to set', () => {
    renderEdit()
    fireEvent.change(input(/Precio por clase/), { target: { value: '' } })
    expect(screen.queryByLabelText('Exento de IVA (boleta exenta)')).toBeNull()
  })

  it('changes and clears the location', async () => {
    updateGroup.mockResolvedValue(group)
    renderEdit()
    fireEvent.change(input('Lugar (opcional)'), { target: { value: ' Cerro Manquehue ' } })
    save()
    await waitFor(() =>
      expect(updateGroup).toHaveBeenCalledWith(group.id, { location: 'Cerro Manquehue' }),
    )
    cleanup()
    updateGroup.mockClear()
    renderEdit()
    fireEvent.change(input('Lugar (opcional)'), { target: { value: '' } })
    save()
    await waitFor(() => expect(updateGroup).toHaveBeenCalledWith(group.id, { location: '' }))
  })

  it('refuses an end before the start and says when there is nothing to save', async () => {
    renderEdit()
    save()
    expect(await screen.findByText('No hay cambios que guardar.')).toBeTruthy()
    fireEvent.change(input(/Fecha de término/), { target: { value: '2026-01-01' } })
    save()
    expect(
      await screen.findByText('La fecha de término no puede ser anterior a la fecha de inicio.'),
    ).toBeTruthy()
    expect(updateGroup).not.toHaveBeenCalled()
  })

  it('edits what the public schedule shows, sending only what changed', async () => {
    updateGroup.mockResolvedValue(group)
    renderEdit()
    expect((screen.getByLabelText('Nivel') as HTMLSelectElement).value).toBe('beginner')
    expect(input('Edad mínima').value).toBe('6')
    expect(input('Mostrar en el sitio público').checked).toBe(true)
    fireEvent.change(input('Edad máxima (opcional)'), { target: { value: '' } })
    fireEvent.change(input('Cupos (opcional)'), { target: { value: '10' } })
    fireEvent.change(input('Enlace al mapa (opcional)'), {
      target: { value: 'https://maps.app.goo.gl/abc' },
    })
    fireEvent.click(input('Mostrar en el sitio público'))
    save()
    await waitFor(() =>
      expect(updateGroup).toHaveBeenCalledWith(group.id, {
        age_max: null,
        capacity: 10,
        map_url: 'https://maps.app.goo.gl/abc',
        published: false,
      }),
    )
  })

  it('refuses a map link that is not http(s), beside the field', async () => {
    renderEdit()
    fireEvent.change(input('Enlace al mapa (opcional)'), {
      target: { value: 'javascript:alert(1)' },
    })
    save()
    expect(
      await screen.findByText('Ingresa un enlace que comience con https:// o http://.'),
    ).toBeTruthy()
    expect(updateGroup).not.toHaveBeenCalled()
  })
})
