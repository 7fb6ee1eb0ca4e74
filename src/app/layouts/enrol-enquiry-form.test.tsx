// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { Enquiry } from '#shared/contract/enquiries.ts'
import { jsonResponse } from '#app/test/fixtures.ts'
import { renderWithClient, stubbedFetch } from '#app/test/render.tsx'
import { EnrolEnquiryForm } from './enrol-enquiry-form.tsx'

const fetchMock = stubbedFetch()
const enquiry: Enquiry = {
  id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
  name: 'Carla Andrea Soto',
  child_age: 41,
  level: 'beginner',
  phone: '+56981234567',
  email: 'carla@example.com',
  message: '',
  status: 'new',
  spam: false,
  created_at: '2026-11-20T15:30:00.000Z',
  group: {
    id: '0b8f2d4e-1c3a-4b5d-9e7f-2a4c6e8b0d1f',
    name: 'Adultos',
    age_min: 18,
    age_max: null,
  },
  waitlist: false,
  waitlist_position: null,
  student_id: null,
  offer_status: null,
  offer_expires_at: null,
  next_to_offer: false,
}

const value = (label: string, index = 0) =>
  screen.getAllByLabelText<HTMLInputElement>(label)[index]!.value

describe("'Inscribir' form", () => {
  it('starts with an adult rider as the student, and moves them to the guardian on request', () => {
    renderWithClient(<EnrolEnquiryForm enquiry={enquiry} onDone={vi.fn()} onCancel={vi.fn()} />, {
      path: '/',
    })
    expect(screen.getByText('Al guardar, queda en el grupo Adultos.')).toBeTruthy()
    expect(value('Nombre')).toBe('Carla Andrea')
    expect(value('Apellido')).toBe('Soto')
    expect(value('Correo electrónico')).toBe('carla@example.com')
    fireEvent.click(screen.getByLabelText('Un apoderado, para un niño o niña'))
    expect(value('Nombre')).toBe('')
    expect(value('Nombre', 1)).toBe('Carla Andrea')
  })

  it('saves through the enquiry, once, and reports the new student', async () => {
    const onDone = vi.fn()
    fetchMock.mockResolvedValue(
      jsonResponse(201, {
        enquiry: { ...enquiry, status: 'enrolled' },
        student: {
          id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
          role: 'student',
          name: 'Carla Andrea',
          last_name: 'Soto',
          rut: '12.345.678-5',
          email: 'carla@example.com',
          phone: '+56981234567',
          birth_date: '1985-03-02',
        },
      }),
    )
    renderWithClient(<EnrolEnquiryForm enquiry={enquiry} onDone={onDone} onCancel={vi.fn()} />, {
      path: '/',
    })
    fireEvent.change(screen.getByLabelText('RUT'), { target: { value: '12.345.678-5' } })
    fireEvent.change(screen.getByLabelText('Fecha de nacimiento'), {
      target: { value: '1985-03-02' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Inscribir y sumar al grupo' }))
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith('Carla Andrea Soto'))
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')
    expect(posts).toHaveLength(1)
    expect(String(posts[0]![0])).toBe(`/api/enquiries/${enquiry.id}/enroll`)
    expect(JSON.parse(String(posts[0]![1]?.body))).toMatchObject({
      name: 'Carla Andrea',
      last_name: 'Soto',
      email: 'carla@example.com',
      phone: '+56981234567',
    })
  })
})
