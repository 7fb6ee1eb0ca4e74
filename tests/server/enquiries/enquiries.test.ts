// Trial-class enquiries: a family's request is stored and reaches the admins' list; mistakes get
// Spanish details (never a 500); a bot filling the hidden field is answered alike but not stored;
// one address cannot flood the form; admins move an enquiry along its status (audited).
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { Enquiry } from '#shared/contract/enquiries.ts'
import { validationMessages } from '#shared/i18n/validation.ts'
import { auditLog } from '#server/db/schema.ts'
import { signIn, useSignedInApp } from '../prices/api.ts'
import { ok } from '../payments/billing-fixtures.ts'

const { ctx, caller: admin } = useSignedInApp('admin')
let address = 0

/** Each call from its own address unless told, so the per-address limit stays out of the way. */
const enquire = (payload: unknown, remoteAddress = `10.0.0.${++address}`) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/enquiries',
    payload: payload as object,
    remoteAddress,
  })

const valid = {
  name: 'Paula Rojas',
  child_age: 9,
  level: 'beginner',
  phone: '9 8123 4567',
  message: 'Mi hija quiere probar los sábados.',
}

const list = async () => (await ok(await admin.get('/api/enquiries'))) as Enquiry[]

describe('the trial-class form', () => {
  it('stores the request, which admins see first in their list with status nueva', async () => {
    expect((await enquire(valid)).statusCode).toBe(201)
    const [newest] = await list()
    expect(newest).toMatchObject({
      name: 'Paula Rojas',
      child_age: 9,
      level: 'beginner',
      phone: '+56981234567',
      message: 'Mi hija quiere probar los sábados.',
      status: 'new',
    })
  })

  it('takes a landline: a family may write from home', async () => {
    expect((await enquire({ ...valid, phone: '2 2345 6789' })).statusCode).toBe(201)
    expect((await list())[0]).toMatchObject({ phone: '+56223456789' })
  })

  it.each([
    [{ ...valid, name: ' ' }, "El campo 'name' es obligatorio."],
    [{ ...valid, child_age: 120 }, "El valor del campo 'child_age' es demasiado grande."],
    [{ ...valid, child_age: '9' }, "El campo 'child_age' tiene un tipo de dato incorrecto."],
    [{ ...valid, level: 'pro' }, "El campo 'level' tiene un valor no permitido."],
    [{ ...valid, phone: '2345 6789' }, validationMessages.phoneInvalidAny],
    [{ ...valid, phone: '9 1234 5678' }, validationMessages.phoneUnassigned],
    [{ ...valid, phone: '' }, "El campo 'phone' es obligatorio."],
  ])('answers a mistake with a Spanish detail naming the field: %j', async (payload, detail) => {
    const answer = await enquire(payload)
    expect(answer.statusCode).toBe(400)
    expect(answer.json().detail).toContain(detail)
  })

  it('answers junk with 400, never 500', async () => {
    for (const payload of [
      [],
      'x',
      { ...valid, extra: 1 },
      { ...valid, message: 'a'.repeat(5000) },
    ]) {
      expect((await enquire(payload)).statusCode).toBe(400)
    }
  })

  it('answers a bot that fills the hidden field like a family, without storing it', async () => {
    const before = (await list()).length
    const answer = await enquire({ ...valid, name: 'Bot', website: 'https://spam.example' })
    expect(answer.statusCode).toBe(201)
    expect(answer.json()).toEqual({ received: true })
    expect(await list()).toHaveLength(before)
  })

  it('stops one address after five requests in ten minutes', async () => {
    const codes = []
    for (let i = 0; i < 6; i++) codes.push((await enquire(valid, '10.9.9.9')).statusCode)
    expect(codes).toEqual([201, 201, 201, 201, 201, 429])
  })
})

describe("the admins' list", () => {
  it('lets an admin change the status, audited, and refuses teachers and visitors', async () => {
    await enquire({ ...valid, name: 'Marcos Díaz' })
    const target = (await list()).find((e) => e.name === 'Marcos Díaz')!
    const changed = await admin.send('PATCH', `/api/enquiries/${target.id}`, {
      status: 'contacted',
    })
    expect(changed.json()).toMatchObject({ id: target.id, status: 'contacted' })
    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.entity_id, target.id))
    expect(entry).toMatchObject({ entity: 'enquiry', after: { status: 'contacted' } })

    const teacher = await signIn(ctx, 'teacher')
    expect((await teacher.get('/api/enquiries')).statusCode).toBe(403)
    expect((await ctx.app.inject({ url: '/api/enquiries' })).statusCode).toBe(401)
    const bad = await admin.send('PATCH', `/api/enquiries/${target.id}`, { status: 'ganada' })
    expect(bad.statusCode).toBe(400)
  })
})
