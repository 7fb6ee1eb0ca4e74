// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { DocumentVersion } from '#shared/contract/documents.ts'
import { documentMessages } from '#shared/i18n/documents.ts'
import { jsonResponse } from '#app/test/fixtures.ts'
import { renderWithClient, stubbedFetch } from '#app/test/render.tsx'
import { DocumentsPage } from './documents-page.tsx'

const fetchMock = stubbedFetch()
// 12:00 in Santiago on 20 November 2026.
const NOW = new Date('2026-11-20T15:00:00.000Z')

function version(overrides: Partial<DocumentVersion>): DocumentVersion {
  return {
    id: '6a1f0c2e-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
    kind: 'terms',
    title: 'Términos y condiciones',
    body: '## Cancelaciones\n\nFaltar a una clase **no tiene costo**.',
    valid_from: '2026-08-01',
    content_hash: 'a'.repeat(64),
    state: 'in_force',
    created_by: null,
    created_at: '2026-08-01T12:00:00.000Z',
    ...overrides,
  }
}

const termsNow = version({})
const termsBefore = version({
  id: '7b2e1d3f-4c5e-4f6a-9b0c-1d2e3f4a5b6c',
  title: 'Términos 2025',
  body: 'Cancelaciones: Pendiente...',
  valid_from: '2025-03-01',
  state: 'replaced',
})
const waiverNext = version({
  id: '8c3f2e4a-5d6f-4a7b-8c1d-2e3f4a5b6c7d',
  kind: 'waiver',
  title: 'Descargo 2027',
  body: 'Riesgos propios del mountain bike.',
  valid_from: '2027-01-01',
  state: 'scheduled',
  created_by: { id: '9d4a3f5b-6e7a-4b8c-9d2e-3f4a5b6c7d8e', name: 'Ana', last_name: 'Pérez' },
})

const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')
const cardOf = (name: string) => screen.getByRole('region', { name })

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('Documentos', () => {
  it('shows each document with its version in force, the ones to come and the history', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, [termsNow, termsBefore, waiverNext]))
    renderWithClient(<DocumentsPage />, { path: '/' })
    const terms = await screen.findByRole('region', { name: 'Términos y condiciones' })
    expect(terms.textContent).toContain('Vigente')
    expect(terms.textContent).toContain('desde el 01-08-2026')
    const history = within(terms).getByRole('list', { name: 'Versiones de Términos y condiciones' })
    const items = within(history).getAllByRole('listitem')
    expect(items.map((item) => item.querySelector('.document-version-head')!.textContent)).toEqual([
      'VigenteVigente desde 01-08-2026Términos y condiciones',
      'ReemplazadaVigente desde 01-03-2025Términos 2025',
    ])
    // The history is read-only: no field to change an old version.
    expect(within(history).queryByRole('textbox')).toBeNull()

    const waiver = cardOf('Descargo de responsabilidad')
    expect(waiver.textContent).toContain('Todavía no tiene una versión vigente.')
    expect(waiver.textContent).toContain('Programada Descargo 2027, desde el 01-01-2027')
    expect(waiver.textContent).toContain('Publicada por: Ana Pérez')
    expect(cardOf('Autorización de fotos y videos').textContent).toContain(
      'Todavía no tiene una versión vigente.',
    )
    const notice = screen.getByRole('note')
    expect(notice.textContent).toContain('no asesoría legal')
    expect(notice.textContent).toContain('aceptarla de nuevo en su próxima visita')
  })

  it('opens a new version from the one in force, previews its Markdown as it is typed', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, [termsNow]))
    renderWithClient(<DocumentsPage />, { path: '/' })
    const terms = await screen.findByRole('region', { name: 'Términos y condiciones' })
    fireEvent.click(within(terms).getByRole('button', { name: 'Nueva versión' }))
    const text = within(terms).getByLabelText('Texto (Markdown)') as HTMLTextAreaElement
    expect(text.value).toBe(termsNow.body)
    expect((within(terms).getByLabelText('Vigente desde') as HTMLInputElement).value).toBe(
      '2026-11-20',
    )
    const preview = within(terms).getByRole('region', { name: 'Vista previa' })
    fireEvent.change(text, {
      target: { value: '## Pagos\n\nMes **vencido**.\n\n<script>x</script>' },
    })
    expect(within(preview).getByRole('heading', { name: 'Pagos' })).toBeTruthy()
    expect(preview.querySelector('strong')?.textContent).toBe('vencido')
    expect(preview.querySelector('script')).toBeNull()
  })

  it('says in Spanish what is wrong without sending anything', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, []))
    renderWithClient(<DocumentsPage />, { path: '/' })
    const privacy = await screen.findByRole('region', { name: 'Política de privacidad' })
    fireEvent.click(within(privacy).getByRole('button', { name: 'Nueva versión' }))
    fireEvent.change(within(privacy).getByLabelText('Título'), { target: { value: '  ' } })
    fireEvent.change(within(privacy).getByLabelText('Vigente desde'), {
      target: { value: '2026-11-19' },
    })
    fireEvent.click(within(privacy).getByRole('button', { name: 'Guardar versión' }))
    expect(await within(privacy).findByText(documentMessages.titleRequired)).toBeTruthy()
    expect(within(privacy).getByText(documentMessages.bodyRequired)).toBeTruthy()
    expect(within(privacy).getByText(documentMessages.validFromPast)).toBeTruthy()
    expect(within(privacy).getByLabelText('Título').getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(within(privacy).getByLabelText('Título'))
    expect(posts()).toHaveLength(0)
  })

  it(
    'saves a version and shows it; a second one that day is refused with the reason',
    { timeout: 30_000 },
    async () => {
      let saved: DocumentVersion[] = []
      const photo = version({
        kind: 'photo_consent',
        title: 'Fotos',
        body: 'Puede negarse.',
        valid_from: '2026-12-01',
        state: 'scheduled',
      })
      fetchMock.mockImplementation((_url, init) => {
        if (init?.method !== 'POST') return Promise.resolve(jsonResponse(200, saved))
        if (saved.length) {
          return Promise.resolve(
            jsonResponse(409, {
              code: 'CONFLICT',
              detail: documentMessages.dayTaken('Autorización de fotos y videos', '2026-12-01'),
            }),
          )
        }
        saved = [photo]
        return Promise.resolve(jsonResponse(201, photo))
      })
      renderWithClient(<DocumentsPage />, { path: '/' })
      const card = await screen.findByRole('region', { name: 'Autorización de fotos y videos' })
      const fill = () => {
        fireEvent.click(within(card).getByRole('button', { name: 'Nueva versión' }))
        fireEvent.change(within(card).getByLabelText('Título'), { target: { value: 'Fotos' } })
        fireEvent.change(within(card).getByLabelText('Vigente desde'), {
          target: { value: '2026-12-01' },
        })
        fireEvent.change(within(card).getByLabelText('Texto (Markdown)'), {
          target: { value: 'Puede negarse.' },
        })
        fireEvent.click(within(card).getByRole('button', { name: 'Guardar versión' }))
      }
      fill()
      expect(
        await screen.findByText(
          'Versión de Autorización de fotos y videos guardada, vigente desde el 01-12-2026.',
        ),
      ).toBeTruthy()
      expect(JSON.parse(String(posts()[0]![1]!.body))).toEqual({
        kind: 'photo_consent',
        title: 'Fotos',
        body: 'Puede negarse.',
        valid_from: '2026-12-01',
      })
      await waitFor(() =>
        expect(card.textContent).toContain('Programada Fotos, desde el 01-12-2026'),
      )

      fill()
      expect(
        await within(card).findByText(
          documentMessages.dayTaken('Autorización de fotos y videos', '2026-12-01'),
        ),
      ).toBeTruthy()
      // The form stays open with what was typed.
      expect((within(card).getByLabelText('Texto (Markdown)') as HTMLTextAreaElement).value).toBe(
        'Puede negarse.',
      )
    },
  )
})
