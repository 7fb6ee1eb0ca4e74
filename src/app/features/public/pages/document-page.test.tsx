// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { PublicDocument } from '#shared/contract/documents.ts'
import { jsonResponse } from '#app/test/fixtures.ts'
import { stubbedFetch } from '#app/test/render.tsx'
import { PrivacyPage } from './privacy-page.tsx'
import { TermsPage } from './terms-page.tsx'

const fetchMock = stubbedFetch()
const terms: PublicDocument = {
  kind: 'terms',
  title: 'Términos y condiciones',
  body: '## Cancelaciones\n\nFaltar a una clase **no tiene costo**.\n\n<img src=x onerror=alert(1)>',
  valid_from: '2026-03-02',
  content_hash: 'b'.repeat(64),
}

describe('the public pages of the school documents', () => {
  it('/terms shows the version in force with its date, its Markdown as text', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, terms))
    // No query client: the public pages do not load TanStack Query.
    render(<TermsPage />)
    // The title is there at once; the text follows.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Términos y condiciones')
    expect(screen.getByRole('status').textContent).toBe('Cargando el documento…')
    expect(await screen.findByText('Vigente desde el 2 de marzo de 2026')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'Cancelaciones' })).toBeTruthy()
    expect(screen.getByText('no tiene costo').tagName).toBe('STRONG')
    expect(document.querySelector('img')).toBeNull()
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/public/documents/terms')
  }, 30_000)

  it('/privacy says when the text could not be read, and reads it again on request', async () => {
    fetchMock.mockResolvedValue(jsonResponse(503, { code: 'UNAVAILABLE', detail: 'x' }))
    render(<PrivacyPage />)
    expect((await screen.findByRole('alert', {}, { timeout: 15_000 })).textContent).toContain(
      'No se pudo cargar el documento.',
    )
    fetchMock.mockResolvedValue(
      jsonResponse(200, { ...terms, kind: 'privacy', title: 'Política de privacidad' }),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }))
    expect(await screen.findByText('Vigente desde el 2 de marzo de 2026')).toBeTruthy()
    expect(String(fetchMock.mock.calls.at(-1)![0])).toBe('/api/public/documents/privacy')
  }, 30_000)
})
