// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { LocalEmergencyCard } from '#app/offline/db.ts'
import { EmergencyCardView } from './emergency-card-view.tsx'

const card: LocalEmergencyCard = {
  student_id: '00000000-0000-4000-8000-000000000001',
  contacts: [{ name: 'Marta Soto', relation: 'Abuela', phone: '+56981234567' }],
  allergies: 'Penicilina',
  conditions: '',
  medication: 'Inhalador',
  insurance_provider: 'Clínica Andes',
  insurance_plan: 'Seguro escolar',
  consent: true,
  consent_date: '2026-03-02',
  consent_recorded_by: 'Admin Demo',
  consent_recorded_at: '2026-03-02T10:00:00.000Z',
  updated_at: '2026-03-02T10:00:00.000Z',
}
const guardian = { name: 'Ana Pérez', relation: 'Apoderado', phone: '+56981111111' }

afterEach(cleanup)

describe('EmergencyCardView', () => {
  it('calls and writes on WhatsApp to the guardian and each contact', () => {
    render(<EmergencyCardView guardian={guardian} card={{ state: 'card', card }} />)
    const call = screen.getByRole('link', { name: 'Llamar a Marta Soto' })
    expect(call.getAttribute('href')).toBe('tel:+56981234567')
    expect(screen.getByRole('link', { name: 'Llamar a Ana Pérez' }).getAttribute('href')).toBe(
      'tel:+56981111111',
    )
    const whatsapp = screen.getByRole('link', { name: 'WhatsApp a Marta Soto' })
    expect(whatsapp.getAttribute('href')).toBe('https://wa.me/56981234567')
    expect(screen.getByText('+56 9 8123 4567')).toBeTruthy()
  })

  it("calls a grandmother's landline, with no WhatsApp button for it", () => {
    const landline = { name: 'Rosa Díaz', relation: 'Abuela', phone: '+56223456789' }
    render(
      <EmergencyCardView
        guardian={guardian}
        card={{ state: 'card', card: { ...card, contacts: [landline] } }}
      />,
    )
    expect(screen.getByRole('link', { name: 'Llamar a Rosa Díaz' }).getAttribute('href')).toBe(
      'tel:+56223456789',
    )
    expect(screen.getByText('+56 2 2345 6789')).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'WhatsApp a Rosa Díaz' })).toBeNull()
    expect(screen.getByRole('link', { name: 'WhatsApp a Ana Pérez' })).toBeTruthy()
  })

  it('shows health notes and insurance, and says when a note is empty', () => {
    render(<EmergencyCardView guardian={null} card={{ state: 'card', card }} />)
    expect(screen.getByText('Penicilina')).toBeTruthy()
    expect(screen.getByText('Inhalador')).toBeTruthy()
    expect(screen.getByText('Clínica Andes')).toBeTruthy()
    expect(screen.getByText('Sin información')).toBeTruthy()
  })

  it("no card on the server: 'Sin ficha registrada', with the guardian still to call", () => {
    render(<EmergencyCardView guardian={guardian} card={{ state: 'none' }} />)
    expect(screen.getByText('Sin ficha registrada')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Llamar a Ana Pérez' })).toBeTruthy()
    expect(screen.queryByText('Alergias')).toBeNull()
    expect(screen.queryByText(/Sincroniza/)).toBeNull()
  })

  it('a device that cannot tell says so, and not that there is no card', () => {
    render(<EmergencyCardView guardian={guardian} card={{ state: 'unknown' }} />)
    expect(screen.getByRole('link', { name: 'Llamar a Ana Pérez' })).toBeTruthy()
    expect(screen.getByText(/aún no tiene la ficha de este alumno. Sincroniza/)).toBeTruthy()
    expect(screen.queryByText('Sin ficha registrada')).toBeNull()
  })

  it('shows the allergies and the medication first, set apart', () => {
    const { container } = render(
      <EmergencyCardView guardian={guardian} card={{ state: 'card', card }} />,
    )
    const text = container.textContent ?? ''
    expect(text.indexOf('Penicilina')).toBeLessThan(text.indexOf('Inhalador'))
    expect(text.indexOf('Inhalador')).toBeLessThan(text.indexOf('Contactos de emergencia'))
    const alerts = [...container.querySelectorAll('.emergency-fact-alert')].map(
      (e) => e.textContent,
    )
    expect(alerts).toEqual(['AlergiasPenicilina', 'MedicamentosInhalador'])
  })

  it('an allergy or medication left empty is not set apart', () => {
    const { container } = render(
      <EmergencyCardView
        guardian={null}
        card={{ state: 'card', card: { ...card, medication: '' } }}
      />,
    )
    const alerts = [...container.querySelectorAll('.emergency-fact-alert')].map(
      (e) => e.textContent,
    )
    expect(alerts).toEqual(['AlergiasPenicilina'])
  })

  it('without a signed health consent shows the contacts and says why the health notes are not there', () => {
    const contactsOnly = {
      ...card,
      allergies: '',
      conditions: '',
      medication: '',
      insurance_provider: '',
      insurance_plan: '',
      health_consent_signed: false,
    }
    render(<EmergencyCardView guardian={guardian} card={{ state: 'card', card: contactsOnly }} />)
    expect(screen.getByRole('link', { name: 'Llamar a Marta Soto' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Llamar a Ana Pérez' })).toBeTruthy()
    expect(
      screen.getByText(
        'Sin consentimiento de salud firmado: el apoderado debe firmarlo para ver alergias y medicamentos.',
      ),
    ).toBeTruthy()
    expect(screen.queryByText('Alergias')).toBeNull()
    expect(screen.queryByText('Seguro')).toBeNull()
  })

  it('with the consent signed shows the notes and no such message', () => {
    render(
      <EmergencyCardView
        guardian={null}
        card={{ state: 'card', card: { ...card, health_consent_signed: true } }}
      />,
    )
    expect(screen.getByText('Penicilina')).toBeTruthy()
    expect(screen.queryByText(/Sin consentimiento de salud/)).toBeNull()
  })
})
