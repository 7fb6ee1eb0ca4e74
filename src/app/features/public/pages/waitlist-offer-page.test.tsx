// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { jsonResponse, routerFuture } from '#app/test/fixtures.ts'
import { stubbedFetch } from '#app/test/render.tsx'
import { WaitlistOfferPage } from './waitlist-offer-page.tsx'

const fetchMock = stubbedFetch()
const token = 'a'.repeat(43)
const offer = {
  group_name: 'Adultos Ñuñoa',
  expires_at: '2026-11-29T16:00:00.000Z',
  status: 'offered',
}

function renderPage() {
  return render(
    <MemoryRouter future={routerFuture} initialEntries={[`/waitlist/${token}`]}>
      <Routes>
        <Route path="/waitlist/:token" element={<WaitlistOfferPage />} />
      </Routes>
    </MemoryRouter>,
  )
}

describe('the waiting-list offer', () => {
  it('shows the group and the deadline, and accepting says the place is theirs', async () => {
    fetchMock.mockImplementation((_url, init) =>
      Promise.resolve(
        jsonResponse(200, init?.method === 'POST' ? { ...offer, status: 'accepted' } : offer),
      ),
    )
    renderPage()
    expect(await screen.findByText('Adultos Ñuñoa')).toBeTruthy()
    expect(screen.getByText(/Responde antes del domingo 29 de noviembre, 13:00/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Acepto el cupo' }))
    expect(await screen.findByText('¡Listo! El cupo es tuyo')).toBeTruthy()
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!
    expect(String(post[0])).toBe(`/api/public/waitlist/${token}/accept`)
  })

  it('says plainly that an expired or unknown link is no longer valid', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(404, { detail: 'Este enlace ya no es válido.', code: 'OFFER_UNAVAILABLE' }),
    )
    renderPage()
    expect(await screen.findByRole('heading', { name: 'Este enlace ya no es válido' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Acepto el cupo' })).toBeNull()
  })

  it("'No, gracias' thanks them and says the place goes to the next family", async () => {
    fetchMock.mockImplementation((_url, init) =>
      Promise.resolve(
        jsonResponse(200, init?.method === 'POST' ? { ...offer, status: 'declined' } : offer),
      ),
    )
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'No, gracias' }))
    expect(await screen.findByText(/siguiente persona de la lista/)).toBeTruthy()
  })
})
