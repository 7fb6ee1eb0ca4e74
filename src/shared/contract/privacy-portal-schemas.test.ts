import { safeParse } from 'valibot'
import { describe, expect, it } from 'vitest'
import { familyDataRequestSchema } from './privacy.ts'
import { familyDataRequestAnswer } from './privacy-portal-schemas.ts'

const request = {
  id: '3b9e7c0a-6f51-4a8e-9d62-3c1f2e4d5a61',
  kind: 'rectification',
  details: 'Mi apellido es Pérez',
  status: 'done',
  received_on: '2026-12-01',
  due_on: '2026-12-31',
  extension_reason: null,
  answer: 'Corregido',
  resolved_at: '2026-12-03T10:00:00-03:00',
}

describe('the portal’s reading of a data request', () => {
  it('accepts and refuses what the contract does', () => {
    for (const answer of [
      request,
      { ...request, answer: null, resolved_at: null },
      { ...request, extension_reason: 'Reunimos registros.' },
    ]) {
      expect(safeParse(familyDataRequestAnswer, answer).success).toBe(true)
      expect(familyDataRequestSchema.safeParse(answer).success).toBe(true)
    }
    for (const wrong of [
      { ...request, kind: 'blocking' },
      { ...request, status: 'closed' },
    ]) {
      expect(safeParse(familyDataRequestAnswer, wrong).success).toBe(false)
      expect(familyDataRequestSchema.safeParse(wrong).success).toBe(false)
    }
  })
})
