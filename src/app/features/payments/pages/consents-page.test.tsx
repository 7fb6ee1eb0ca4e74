// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { PortalConsents } from '#shared/contract/consent.ts'
import { uiConsents as t } from '#app/i18n/ui-consents.ts'
import { jsonResponse } from '#app/test/fixtures.ts'
import { mockPortalNetwork, renderAt } from '../test-support.tsx'
import { ConsentsPage } from './consents-page.tsx'

vi.mock('../redirect.ts', () => ({ redirectTo: vi.fn() }))

const fetchMock = mockPortalNetwork()
const TOMAS = '0b9e7c0a-6f51-4a8e-9d62-3c1f2e4d5a60'
const ANA = 'a3d9b1f0-1c2e-4b5a-8f7d-6e5c4b3a2910'
const HASH = { waiver: 'a'.repeat(64), photo_consent: 'b'.repeat(64) }

const doc = (kind: 'waiver' | 'photo_consent', title: string) => ({
  id:
    kind === 'waiver'
      ? 'c1d2e3f4-1111-4a8e-9d62-3c1f2e4d5a60'
      : 'c1d2e3f4-2222-4a8e-9d62-3c1f2e4d5a60',
  kind,
  title,
  body: `# ${title}\n\nTexto del ${title.toLowerCase()}.`,
  valid_from: '2026-11-01',
  content_hash: HASH[kind],
  required_to_ride: kind === 'waiver',
  refusable: kind === 'photo_consent',
})

function consents(state: 'pending' | 'signed'): PortalConsents {
  const statuses =
    state === 'pending'
      ? [
          {
            kind: 'waiver' as const,
            state: 'pending' as const,
            signed_at: null,
            earlier_accepted: false,
          },
          {
            kind: 'photo_consent' as const,
            state: 'pending' as const,
            signed_at: null,
            earlier_accepted: false,
          },
        ]
      : [
          {
            kind: 'waiver' as const,
            state: 'accepted' as const,
            signed_at: '2026-11-20T10:15:00.000-03:00',
            earlier_accepted: false,
          },
          {
            kind: 'photo_consent' as const,
            state: 'refused' as const,
            signed_at: '2026-11-20T10:15:00.000-03:00',
            earlier_accepted: false,
          },
        ]
  return {
    documents: [
      doc('waiver', 'Descargo de responsabilidad'),
      doc('photo_consent', 'Fotos y videos'),
    ],
    children: [
      { id: TOMAS, name: 'Tomás Pérez', statuses, has_signatures: state === 'signed' },
      { id: ANA, name: 'Ana Pérez', statuses, has_signatures: state === 'signed' },
    ],
    pending: state === 'pending' ? 4 : 0,
  }
}

const renderPage = () => renderAt('/payments/documents', '/payments/documents', <ConsentsPage />)

async function fillSignature(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(t.name), 'María Pérez Soto')
  await user.type(screen.getByLabelText(t.rut), '12345678-5')
}

describe('signing the school’s documents', () => {
  it('says which documents are the condition to ride, and signs for both children at once', async () => {
    const user = userEvent.setup()
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, consents('pending')))
      .mockResolvedValueOnce(jsonResponse(200, { stored: 4, consents: consents('signed') }))
      .mockResolvedValue(jsonResponse(200, consents('signed')))
    renderPage()
    expect(await screen.findByText(t.intro('Tomás y Ana'))).toBeTruthy()
    expect(screen.getByText(t.conditions)).toBeTruthy()
    expect(screen.getByText(t.photosFree)).toBeTruthy()
    const waiver = screen.getByRole('region', { name: 'Descargo de responsabilidad' })
    expect(within(waiver).getByText(t.required)).toBeTruthy()
    const photos = screen.getByRole('region', { name: 'Fotos y videos' })
    expect(within(photos).getByText(t.voluntary)).toBeTruthy()

    await user.click(within(waiver).getByText(t.read))
    expect(await within(waiver).findByText('Texto del descargo de responsabilidad.')).toBeTruthy()
    await user.click(within(waiver).getByRole('checkbox', { name: /Acepto/ }))
    await user.click(within(photos).getByRole('radio', { name: t.refuse }))
    await fillSignature(user)
    await user.click(screen.getByRole('button', { name: t.sign('Tomás y Ana') }))

    expect(await screen.findByText(t.allDone)).toBeTruthy()
    const [url, init] = fetchMock.mock.calls[1]!
    expect(String(url)).toBe('/api/portal/consents')
    const answers = [
      { kind: 'waiver', content_hash: HASH.waiver, accepted: true },
      { kind: 'photo_consent', content_hash: HASH.photo_consent, accepted: false },
    ]
    expect(JSON.parse(String(init?.body))).toEqual({
      signer_name: 'María Pérez Soto',
      signer_rut: '12.345.678-5',
      children: [
        { student_id: TOMAS, answers },
        { student_id: ANA, answers },
      ],
    })
    const tomas = screen.getByRole('heading', { name: 'Tomás Pérez' }).parentElement!
    expect(within(tomas).getByText('No autorizado el 20-11-2026')).toBeTruthy()
    const pdf = screen.getByRole('link', { name: t.pdf('Tomás') })
    expect(pdf.getAttribute('href')).toBe(`/api/portal/consents/pdf?student_id=${TOMAS}`)
  }, 20_000)

  it('asks for the name, the RUT and one answer before sending anything', async () => {
    const user = userEvent.setup()
    fetchMock.mockResolvedValueOnce(jsonResponse(200, consents('pending')))
    renderPage()
    await user.click(await screen.findByRole('button', { name: t.sign('Tomás y Ana') }))
    expect(screen.getByText(t.nothingChosen)).toBeTruthy()
    expect(screen.getByText(t.nameRequired)).toBeTruthy()
    expect(screen.getByText(t.rutInvalid)).toBeTruthy()
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('keeps what was marked and typed when the server refuses, with its Spanish reason', async () => {
    const user = userEvent.setup()
    const detail =
      'El RUT ingresado no es el suyo. Firme con su propio RUT, el del apoderado reconocido.'
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, consents('pending')))
      .mockResolvedValueOnce(jsonResponse(400, { code: 'CONSENT_RUT_MISMATCH', detail }))
    renderPage()
    const waiver = await screen.findByRole('region', { name: 'Descargo de responsabilidad' })
    await user.click(within(waiver).getByRole('checkbox', { name: /Acepto/ }))
    await fillSignature(user)
    await user.click(screen.getByRole('button', { name: t.sign('Tomás y Ana') }))
    expect(await screen.findByText(detail)).toBeTruthy()
    expect(within(waiver).getByRole<HTMLInputElement>('checkbox', { name: /Acepto/ }).checked).toBe(
      true,
    )
    expect(screen.getByLabelText<HTMLInputElement>(t.name).value).toBe('María Pérez Soto')
    expect(screen.getByLabelText<HTMLInputElement>(t.rut).value).toBe('12.345.678-5')
  })

  it('reads the new version when the school published one meanwhile, keeping name and RUT', async () => {
    const user = userEvent.setup()
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, consents('pending')))
      .mockResolvedValueOnce(
        jsonResponse(409, { code: 'DOCUMENT_VERSION_CHANGED', detail: 'Nueva versión.' }),
      )
      .mockResolvedValue(jsonResponse(200, consents('pending')))
    renderPage()
    const waiver = await screen.findByRole('region', { name: 'Descargo de responsabilidad' })
    await user.click(within(waiver).getByRole('checkbox', { name: /Acepto/ }))
    await fillSignature(user)
    await user.click(screen.getByRole('button', { name: t.sign('Tomás y Ana') }))
    expect(await screen.findByText(t.versionChanged)).toBeTruthy()
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3))
    expect(within(waiver).getByRole<HTMLInputElement>('checkbox', { name: /Acepto/ }).checked).toBe(
      false,
    )
    expect(screen.getByLabelText<HTMLInputElement>(t.name).value).toBe('María Pérez Soto')
  })

  it('says why the health consent asks again: a new version replaced the one signed', async () => {
    const health = {
      ...doc('waiver', 'Consentimiento para tratar datos de salud'),
      id: 'c1d2e3f4-3333-4a8e-9d62-3c1f2e4d5a60',
      kind: 'health_consent' as const,
      content_hash: 'c'.repeat(64),
    }
    const pending = (earlier_accepted: boolean) => [
      {
        kind: 'health_consent' as const,
        state: 'pending' as const,
        signed_at: null,
        earlier_accepted,
      },
    ]
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, {
        documents: [health],
        children: [
          { id: TOMAS, name: 'Tomás Pérez', statuses: pending(true), has_signatures: true },
          { id: ANA, name: 'Ana Pérez', statuses: pending(false), has_signatures: false },
        ],
        pending: 2,
      } satisfies PortalConsents),
    )
    renderPage()
    const card = await screen.findByRole('region', { name: health.title })
    expect(within(card).getByText(t.renewHealth('Tomás'))).toBeTruthy()
    expect(screen.queryByText(t.renewHealth('Tomás y Ana'))).toBeNull()
  })

  it('sends a guardian the portal does not recognise to recognise themselves first', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(401, { code: 'PORTAL_PROOF_REQUIRED', detail: 'Confirme que es el apoderado.' }),
    )
    renderPage()
    expect(await screen.findByText(t.notRecognized)).toBeTruthy()
    expect(screen.getByRole('link', { name: t.goToPortal }).getAttribute('href')).toBe('/payments')
  })
})
