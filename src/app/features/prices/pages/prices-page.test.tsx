// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { defaultValidFrom } from '#shared/billing/price-in-force.ts'
import type { PriceHistoryBody } from '#shared/contract/prices-history.ts'
import type { DiscountTier } from '#shared/contract/prices.ts'
import { jsonResponse, fakeDialogs } from '#app/test/fixtures.ts'
import { PricesPage } from './prices-page.tsx'
import { stubbedFetch, renderWithClient } from '#app/test/render.tsx'

const TIER_A = '7d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b1a'
const TIER_B = '8e4d3c2b-1a0f-4e9d-9c8b-7a6f5e4d3c2b'
const SINCE = '2000-01-01'
/** Where a change applies from unless the admin picks another day. */
const NEXT = defaultValidFrom()

let tiers: DiscountTier[]
const emptyHistory: PriceHistoryBody = {
  class_prices: [],
  transport_price: [],
  service_fee: [],
  discount_tiers: [],
}
const fetchMock = stubbedFetch()
type Handler = (url: URL, init: RequestInit | undefined) => Response

function serve(overrides: Record<string, Handler> = {}) {
  const routes: Record<string, Handler> = {
    'GET /api/prices/class_prices': () =>
      jsonResponse(200, [
        { class_type: 'group', price: 10000, exempt: true, valid_from: SINCE },
        { class_type: 'one_to_one', price: null, exempt: true, valid_from: null },
      ]),
    'GET /api/prices/transport_price': () =>
      jsonResponse(200, { price: 2000, exempt: false, valid_from: SINCE }),
    'GET /api/prices/service_fee': () =>
      jsonResponse(200, { fee_amount: 1500.5, exempt: false, valid_from: SINCE }),
    'GET /api/prices/discount_tiers': () => jsonResponse(200, tiers),
    'GET /api/prices/history': () => jsonResponse(200, emptyHistory),
    'POST /api/prices/class_prices': (_, init) => jsonResponse(200, JSON.parse(String(init?.body))),
    'POST /api/prices/transport_price': (url) =>
      jsonResponse(200, {
        price: Number(url.searchParams.get('price')),
        exempt: url.searchParams.get('exempt') === 'true',
        valid_from: url.searchParams.get('valid_from'),
      }),
    'POST /api/prices/service_fee': (url) =>
      jsonResponse(200, {
        fee_amount: Number(url.searchParams.get('fee_amount')),
        exempt: url.searchParams.get('exempt') === 'true',
        valid_from: url.searchParams.get('valid_from'),
      }),
    ...overrides,
  }
  fetchMock.mockImplementation((input, init) => {
    const url = new URL(String(input), 'http://localhost')
    const route = routes[`${init?.method ?? 'GET'} ${url.pathname}`]
    return Promise.resolve(
      route ? route(url, init) : jsonResponse(404, { detail: 'x', code: 'NOT_FOUND' }),
    )
  })
}

function calls(method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([url, init]) => (init?.method ?? 'GET') === method && String(url).startsWith(path))
    .map(([url, init]) => ({
      url: String(url),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    }))
}

const renderPage = () => renderWithClient(<PricesPage />)

const section = (name: string) => screen.getByRole('region', { name })

/** Types `value` in an amount field and sends its form. */
function submitAmount(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } })
  fireEvent.submit(field.closest('form')!)
}

beforeAll(fakeDialogs)

beforeEach(() => {
  tiers = [
    { id: TIER_A, min_classes: 4, max_classes: 7, discount_percentage: 5, valid_from: SINCE },
    { id: TIER_B, min_classes: 8, max_classes: 12, discount_percentage: 10, valid_from: SINCE },
  ]
  serve()
})

describe('Tarifas: amounts', () => {
  it('lists Grupal, Particular and Paseo with their saved prices', async () => {
    renderPage()
    const classes = section('Precios de clases')
    const group = (await within(classes).findByLabelText('Grupal')) as HTMLInputElement
    expect(group).toMatchObject({ value: '10.000', type: 'text', inputMode: 'numeric' })
    expect((within(classes).getByLabelText('Particular') as HTMLInputElement).value).toBe('')
    expect((within(classes).getByLabelText('Paseo') as HTMLInputElement).value).toBe('')
    const transport = (await screen.findByLabelText(
      'Precio por clase con transporte',
    )) as HTMLInputElement
    expect(transport).toMatchObject({ value: '2.000', inputMode: 'numeric' })
    expect(
      (
        (await within(
          await screen.findByRole('region', { name: 'Cobro por servicio' }),
        ).findByLabelText('Cobro por servicio')) as HTMLInputElement
      ).value,
    ).toBe('1.500,5')
  })

  it('refuses an empty or fractional class price without calling the server', async () => {
    renderPage()
    const classes = section('Precios de clases')
    const particular = await within(classes).findByLabelText('Particular')
    const row = particular.closest('form')!
    fireEvent.click(within(row).getByRole('button', { name: 'Guardar' }))
    expect(within(row).getByRole('alert').textContent).toBe('Ingresa un precio válido.')
    fireEvent.change(particular, { target: { value: '100.5' } })
    fireEvent.click(within(row).getByRole('button', { name: 'Guardar' }))
    expect(within(row).getByRole('alert').textContent).toBe('Ingresa un precio válido.')
    expect(calls('POST', '/api/prices/class_prices')).toEqual([])
  })

  it('saves the price of one row and says so in that row', async () => {
    renderPage()
    const classes = section('Precios de clases')
    const paseo = await within(classes).findByLabelText('Paseo')
    fireEvent.change(paseo, { target: { value: '15000' } })
    const row = paseo.closest('form')!
    fireEvent.click(within(row).getByRole('button', { name: 'Guardar' }))
    expect((await within(row).findByRole('status')).textContent).toBe(
      'Precio de Paseo actualizado correctamente.',
    )
    expect(calls('POST', '/api/prices/class_prices').map((c) => c.body)).toEqual([
      { class_type: 'other', price: 15000, exempt: true, valid_from: NEXT },
    ])
  })

  it('shows the class price failure message when the server fails', async () => {
    serve({ 'POST /api/prices/class_prices': () => jsonResponse(500, { detail: 'x', code: 'X' }) })
    renderPage()
    const group = await within(section('Precios de clases')).findByLabelText('Grupal')
    submitAmount(group, '12000')
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No se pudo guardar el precio de la clase.',
    )
  })

  it('saves the transport price and the service fee as query parameters', async () => {
    renderPage()
    const transport = await screen.findByLabelText('Precio por clase con transporte')
    submitAmount(transport, '2550')
    expect(
      await within(section('Precio por transporte')).findByText(
        'Precio de transporte actualizado correctamente.',
      ),
    ).toBeTruthy()
    const fee = within(section('Cobro por servicio')).getByLabelText('Cobro por servicio')
    submitAmount(fee, '990.5')
    expect(
      await within(section('Cobro por servicio')).findByText(
        'Cobro por servicio actualizado correctamente.',
      ),
    ).toBeTruthy()
    expect(calls('POST', '/api/prices/transport_price')[0]?.url).toBe(
      `/api/prices/transport_price?price=2550&exempt=false&valid_from=${NEXT}`,
    )
    expect(calls('POST', '/api/prices/service_fee')[0]?.url).toBe(
      `/api/prices/service_fee?fee_amount=990.5&exempt=false&valid_from=${NEXT}`,
    )
  })

  it('shows each price exento or afecto and saves a change of the flag with the amount', async () => {
    renderPage()
    const classes = section('Precios de clases')
    const group = await within(classes).findByLabelText('Grupal')
    const groupRow = group.closest('form')!
    expect(within(groupRow).getByText('Vigente: $10.000 · Exento de IVA')).toBeTruthy()
    expect(
      (within(groupRow).getByRole('checkbox', { name: 'Exento de IVA' }) as HTMLInputElement)
        .checked,
    ).toBe(true)
    expect(
      within(classes).getByText(
        'Las clases con instructor son exentas (art. 13 N°4 Ley del IVA). Transporte y cargo por servicio: consulta a tu contador.',
      ),
    ).toBeTruthy()

    const transport = section('Precio por transporte')
    const exempt = (await within(transport).findByRole('checkbox', {
      name: 'Exento de IVA',
    })) as HTMLInputElement
    expect(exempt.checked).toBe(false)
    fireEvent.click(exempt)
    fireEvent.submit(exempt.closest('form')!)
    await within(transport).findByRole('status')
    expect(calls('POST', '/api/prices/transport_price')[0]?.url).toBe(
      `/api/prices/transport_price?price=2000&exempt=true&valid_from=${NEXT}`,
    )

    fireEvent.click(within(groupRow).getByRole('checkbox', { name: 'Exento de IVA' }))
    fireEvent.submit(groupRow)
    await within(groupRow).findByRole('status')
    expect(calls('POST', '/api/prices/class_prices').map((c) => c.body)).toEqual([
      { class_type: 'group', price: 10000, exempt: false, valid_from: NEXT },
    ])
  })

  it('refuses a fractional transport price and shows the server failure for the fee', async () => {
    serve({ 'POST /api/prices/service_fee': () => jsonResponse(503, { detail: 'x', code: 'X' }) })
    renderPage()
    const transport = await screen.findByLabelText('Precio por clase con transporte')
    submitAmount(transport, '10.5')
    expect(within(section('Precio por transporte')).getByRole('alert').textContent).toBe(
      'Ingresa un precio válido.',
    )
    fireEvent.submit(
      within(section('Cobro por servicio')).getByLabelText('Cobro por servicio').closest('form')!,
    )
    expect((await within(section('Cobro por servicio')).findByRole('alert')).textContent).toBe(
      'No se pudo actualizar el cobro por servicio.',
    )
    expect(calls('POST', '/api/prices/transport_price')).toEqual([])
  })

  it('says when the prices cannot be loaded', async () => {
    serve({
      'GET /api/prices/transport_price': () => jsonResponse(500, { detail: 'x', code: 'X' }),
    })
    renderPage()
    expect((await within(section('Precio por transporte')).findByRole('alert')).textContent).toBe(
      'No se pudieron cargar los precios. Inténtalo de nuevo.',
    )
  })
})

describe('Tarifas: discount tiers', () => {
  it('changes the percentage of a tier', async () => {
    serve({
      'PATCH /api/prices/discount_tiers/7d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b1a': (_, init) => {
        tiers[0] = { ...tiers[0]!, ...JSON.parse(String(init?.body)) }
        return jsonResponse(200, tiers[0])
      },
    })
    renderPage()
    const percent = await screen.findByLabelText('Descuento de 4 a 7 clases (%)')
    expect(screen.getByText('4 - 7 clases')).toBeTruthy()
    submitAmount(percent, '')
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ingresa un porcentaje de descuento válido.',
    )
    submitAmount(percent, '7.5')
    expect((await screen.findByRole('status')).textContent).toBe(
      'Nivel de descuento guardado correctamente.',
    )
    expect(calls('PATCH', '/api/prices/discount_tiers/').map((c) => c.body)).toEqual([
      { discount_percentage: 7.5, valid_from: NEXT },
    ])
    expect((percent as HTMLInputElement).value).toBe('7.5')
  })

  it("adds a tier, and shows the server's overlap detail for a clashing one", async () => {
    serve({
      'POST /api/prices/discount_tiers': (_, init) => {
        const body = JSON.parse(String(init?.body)) as Omit<DiscountTier, 'id'>
        if (body.min_classes <= 12) {
          return jsonResponse(409, {
            detail: 'Se superpone con el nivel de 8 a 12 clases.',
            code: 'TIER_OVERLAP',
          })
        }
        tiers.push({ id: '9f5e4d3c-2b1a-4f0e-8d9c-8b7a6f5e4d3c', ...body })
        return jsonResponse(201, tiers.at(-1))
      },
    })
    renderPage()
    await screen.findByText('8 - 12 clases')
    const add = (min: string, max: string, percent: string) => {
      fireEvent.change(screen.getByLabelText('Mínimo de clases'), { target: { value: min } })
      fireEvent.change(screen.getByLabelText('Máximo de clases'), { target: { value: max } })
      fireEvent.change(screen.getByLabelText('Descuento (%)'), { target: { value: percent } })
      fireEvent.click(screen.getByRole('button', { name: 'Agregar' }))
    }

    add('9', '7', '5')
    expect(screen.getByRole('alert').textContent).toBe(
      'El mínimo de clases no puede ser mayor que el máximo.',
    )
    add('10', '15', '15')
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Se superpone con el nivel de 8 a 12 clases.',
    )
    add('13', '20', '15')
    expect((await screen.findByRole('status')).textContent).toBe(
      'Nivel de descuento guardado correctamente.',
    )
    expect(await screen.findByText('13 - 20 clases')).toBeTruthy()
    expect((screen.getByLabelText('Mínimo de clases') as HTMLInputElement).value).toBe('')
  })

  it('deletes a tier after confirming', async () => {
    serve({
      'DELETE /api/prices/discount_tiers/8e4d3c2b-1a0f-4e9d-9c8b-7a6f5e4d3c2b': () => {
        tiers = tiers.filter((tier) => tier.id !== TIER_B)
        return new Response(null, { status: 204 })
      },
    })
    renderPage()
    const row = (await screen.findByText('8 - 12 clases')).closest('form')!
    fireEvent.click(within(row).getByRole('button', { name: 'Eliminar' }))
    const dialog = screen.getByRole('dialog', { name: 'Eliminar nivel de descuento' })
    expect(calls('DELETE', '/api/prices/discount_tiers/')).toEqual([])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }))
    expect((await screen.findByRole('status')).textContent).toBe('Nivel de descuento eliminado.')
    expect(screen.queryByText('8 - 12 clases')).toBeNull()
    expect(screen.getByText('4 - 7 clases')).toBeTruthy()
  })
})

describe('Tarifas offline', () => {
  it('shows the last prices read-only with a notice', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    renderPage()
    expect(screen.getByText(/Sin conexión/)).toBeTruthy()
    const group = await within(section('Precios de clases')).findByLabelText('Grupal')
    expect(group.closest('fieldset')?.disabled).toBe(true)
    vi.restoreAllMocks()
  })
})

describe('Tarifas: vigente desde', () => {
  it('applies changes from the 1st of next month unless another day is chosen', async () => {
    renderPage()
    const validFrom = screen.getByLabelText('Vigente desde') as HTMLInputElement
    expect(validFrom.type).toBe('date')
    expect(validFrom.value).toBe(NEXT)
    expect(NEXT).toMatch(/^\d{4}-\d{2}-01$/)

    // A correction: the admin picks a day of the month still open.
    fireEvent.change(validFrom, { target: { value: '2026-11-10' } })
    const transport = await screen.findByLabelText('Precio por clase con transporte')
    submitAmount(transport, '2550')
    await within(section('Precio por transporte')).findByRole('status')
    expect(calls('POST', '/api/prices/transport_price')[0]?.url).toBe(
      '/api/prices/transport_price?price=2550&exempt=false&valid_from=2026-11-10',
    )
  })

  it('shows the price in force, the scheduled change and the history of each price', async () => {
    serve({
      'GET /api/prices/history': () =>
        jsonResponse(200, {
          ...emptyHistory,
          transport_price: [
            { price: 2500, exempt: true, valid_from: '2100-01-01' },
            { price: 2000, exempt: false, valid_from: SINCE },
          ],
          discount_tiers: [
            {
              ...tiers[0]!,
              id: crypto.randomUUID(),
              discount_percentage: 6,
              valid_from: '2100-01-01',
            },
            ...tiers,
          ],
        } satisfies PriceHistoryBody),
    })
    renderPage()
    const transport = section('Precio por transporte')
    expect(
      await within(transport).findByText('Programado: $2.500 desde el 01-01-2100 · Exento de IVA'),
    ).toBeTruthy()
    expect(within(transport).getByText('Vigente: $2.000 · Afecto (IVA incluido)')).toBeTruthy()
    const history = within(transport).getByText('Historial').closest('details')!
    expect([...history.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '$2.500 desde el 01-01-2100 · Exento de IVA',
      '$2.000 desde el 01-01-2000 · Afecto (IVA incluido)',
    ])
    expect(
      within(section('Niveles de descuento')).getByText(
        'Niveles programados desde el 01-01-2100: 4 - 7 clases: 6 %',
      ),
    ).toBeTruthy()
  })
})
