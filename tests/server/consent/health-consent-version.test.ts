// A new version of the health consent suspends what the old signature released: teachers stop
// reading the child's health notes (the REST card and the card of the next pull lose them), the
// guardian's portal lists the child as pending and says why, admins keep their form whole; the
// guardian's signature of the new version brings the notes back.
import { beforeAll, describe, expect, it } from 'vitest'
import type { PortalConsents } from '#shared/contract/consent.ts'
import type { EmergencyCard } from '#shared/contract/emergency.ts'
import { syncResponseSchema, type SyncResponse } from '#shared/contract/sync.ts'
import { addCalendarDays, todayInSantiago } from '#shared/dates.ts'
import { useTestApp } from '../helpers/test-app.ts'
import { seedFamily } from '../payments/billing-fixtures.ts'
import { emergencyCard, seedGroup, staffSession } from '../people/people-fixtures.ts'
import { proofOf, seedAllDocuments } from './consent-fixtures.ts'

const ctx = useTestApp()
let admin: Record<string, string>
let teacher: Record<string, string>
let child = ''
let cookie = ''
let rut = ''
let caller = 0
const nextIp = () => `10.41.0.${++caller}`

const consents = async () => {
  const answer = await ctx.app.inject({
    url: '/api/portal/consents',
    headers: { cookie },
    remoteAddress: nextIp(),
  })
  expect(answer.statusCode, answer.body).toBe(200)
  return answer.json<PortalConsents>()
}

/** The guardian accepts every document still pending for the child, as the portal's page does. */
async function signPending() {
  const shown = await consents()
  const pending = shown.children[0]!.statuses.filter((s) => s.state === 'pending')
  const answer = await ctx.app.inject({
    method: 'POST',
    url: '/api/portal/consents',
    headers: { cookie },
    remoteAddress: nextIp(),
    payload: {
      signer_name: 'Ana Pagadora Soto',
      signer_rut: rut,
      children: [
        {
          student_id: child,
          answers: pending.map((status) => ({
            kind: status.kind,
            content_hash: shown.documents.find((d) => d.kind === status.kind)!.content_hash,
            accepted: true,
          })),
        },
      ],
    },
  })
  expect(answer.statusCode, answer.body).toBe(200)
}

const readCard = async (headers: Record<string, string>) => {
  const answer = await ctx.app.inject({ url: `/api/students/${child}/emergency`, headers })
  expect(answer.statusCode, answer.body).toBe(200)
  return answer.json<EmergencyCard>()
}

const pull = async (cursor?: string): Promise<SyncResponse> => {
  const url = cursor ? `/api/sync?cursor=${encodeURIComponent(cursor)}` : '/api/sync'
  const answer = await ctx.app.inject({ url, headers: teacher })
  expect(answer.statusCode, answer.body).toBe(200)
  return syncResponseSchema.parse(answer.json())
}

/** An admin publishes a new version of the health consent, in force from `day`. */
const publish = (day: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/documents',
    headers: admin,
    payload: {
      kind: 'health_consent',
      title: 'Consentimiento para tratar datos de salud',
      body: `# Datos de salud\n\nNueva versión, vigente desde el ${day}.`,
      valid_from: day,
    },
  })

const cardIn = (response: SyncResponse) =>
  response.emergency_cards?.find((card) => card.student_id === child)

beforeAll(async () => {
  await seedAllDocuments(ctx.db, '2025-01-01')
  admin = (await staffSession(ctx, 'admin')).headers
  const t = await staffSession(ctx, 'teacher')
  teacher = t.headers
  const family = await seedFamily(ctx.db, 1)
  child = family.students[0]!.id
  rut = family.guardian.rut!
  await seedGroup(ctx.db, 'Ruta', { students: [child], teachers: [t.user.id] })
  const saved = await ctx.app.inject({
    method: 'PUT',
    url: `/api/students/${child}/emergency`,
    headers: admin,
    payload: emergencyCard(),
  })
  expect(saved.statusCode, saved.body).toBe(200)
  cookie = await proofOf(ctx.app, ctx.config.jwtSecret, family.guardian.id, nextIp())
  await signPending()
})

describe('a new version of the health consent', () => {
  it('suspends the notes for teachers until the guardian signs it, and the portal says why', async () => {
    expect(await readCard(teacher)).toMatchObject({
      allergies: 'Penicilina',
      health_consent_signed: true,
    })
    const before = await pull()
    expect(cardIn(before)).toMatchObject({
      allergies: 'Penicilina',
      medication: expect.any(String),
    })

    // A version for a later day changes nothing yet: the signed one is still in force.
    expect((await publish(addCalendarDays(todayInSantiago(), 7))).statusCode).toBe(201)
    expect(await readCard(teacher)).toMatchObject({ allergies: 'Penicilina' })
    expect(cardIn(await pull(before.cursor))).toMatchObject({ allergies: 'Penicilina' })
    expect((await consents()).pending).toBe(0)

    const published = await publish(todayInSantiago())
    expect(published.statusCode, published.body).toBe(201)

    // Teachers: the REST card and the next pull's card lose the notes and the insurance.
    expect(await readCard(teacher)).toMatchObject({
      allergies: '',
      conditions: '',
      medication: '',
      insurance_provider: '',
      health_consent_signed: false,
      contacts: [expect.objectContaining({ name: 'Marta Soto' })],
    })
    const after = await pull(before.cursor)
    expect(cardIn(after)).toMatchObject({ allergies: '', conditions: '', medication: '' })
    expect(JSON.stringify(after)).not.toContain('Penicilina')
    expect(after.students.find((s) => s.id === child)?.consents_missing).toEqual(['health_consent'])
    // Admins keep their form whole, told it is not signed.
    expect(await readCard(admin)).toMatchObject({
      allergies: 'Penicilina',
      health_consent_signed: false,
    })

    // The guardian's portal: pending, because an earlier version was accepted.
    const shown = await consents()
    expect(shown.pending).toBe(1)
    const statuses = shown.children[0]!.statuses
    expect(statuses.find((s) => s.kind === 'health_consent')).toMatchObject({
      state: 'pending',
      earlier_accepted: true,
    })
    expect(statuses.find((s) => s.kind === 'waiver')).toMatchObject({
      state: 'accepted',
      earlier_accepted: false,
    })

    await signPending()
    expect(await readCard(teacher)).toMatchObject({
      allergies: 'Penicilina',
      health_consent_signed: true,
    })
    const again = await pull(after.cursor)
    expect(cardIn(again)).toMatchObject({ allergies: 'Penicilina' })
    const signed = await consents()
    expect(signed.pending).toBe(0)
    expect(signed.children[0]!.statuses.find((s) => s.kind === 'health_consent')).toMatchObject({
      state: 'accepted',
      earlier_accepted: false,
    })
  })
})
