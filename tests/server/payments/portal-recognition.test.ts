import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { PortalInvoice } from '#shared/contract/invoices.ts'
import { invoices, users } from '#server/db/schema.ts'
import { signPersonalLink } from '#server/credentials/personal-link.ts'
import { newRut, seedFamily, seedInvoice } from './billing-fixtures.ts'
import { useListeningTestApp } from './payment-app.ts'

const ctx = useListeningTestApp()
let caller = 0

const DATED = 'Clases grupales: 2 × $10.000 (martes 3 y jueves 5 de noviembre)'

/** A guardian with two children born on known days, each with a pending invoice. */
async function family() {
  const { guardian, students } = await seedFamily(ctx.db, 2)
  await ctx.db.update(users).set({ birth_date: '2015-03-14' }).where(eq(users.id, students[0]!.id))
  await ctx.db.update(users).set({ birth_date: '2017-08-02' }).where(eq(users.id, students[1]!.id))
  for (const student of students) {
    const invoice = await seedInvoice(ctx.db, { student_id: student.id, payer_id: guardian.id })
    await ctx.db
      .update(invoices)
      .set({
        line_items: [
          { description: DATED, amount: 20000 },
          { description: 'Cargo por servicio', amount: 500 },
        ],
      })
      .where(eq(invoices.id, invoice.id))
  }
  return { guardian, rut: guardian.rut! }
}

const lookup = async (rut: string, cookie?: string) => {
  const response = await ctx.app.inject({
    url: `/api/invoices/${encodeURIComponent(rut)}`,
    headers: cookie ? { cookie } : {},
    remoteAddress: `10.2.0.${++caller}`,
  })
  expect(response.statusCode).toBe(200)
  return response.json<PortalInvoice[]>()
}

const recognize = (rut: string, birth_date: string, ip = `10.3.0.${++caller}`) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/portal/recognize',
    payload: { rut, birth_date },
    remoteAddress: ip,
  })

const cookieOf = (response: { cookies: { name: string; value: string }[] }) => {
  const proof = response.cookies.find((c) => c.name === 'bs_portal')
  return proof ? `bs_portal=${proof.value}` : undefined
}

describe('recognising the guardian', () => {
  it('a RUT alone shows amounts and counts but no child name and no date', async () => {
    const { rut } = await family()
    const shown = await lookup(rut)
    expect(shown).toHaveLength(2)
    const text = JSON.stringify(shown)
    expect(text).not.toContain('Hijo')
    expect(text).not.toContain('martes 3')
    expect(shown[0]).toMatchObject({
      student_label: null,
      receipt_id: null,
      total_amount: 20500,
      line_items: [
        { description: 'Clases grupales: 2 × $10.000', amount: 20000 },
        expect.anything(),
      ],
    })
  })

  it('a child’s birth date reveals first names and dates; a wrong one or unknown RUT looks the same', async () => {
    const { rut } = await family()
    const wrong = await recognize(rut, '2015-03-15')
    const unknown = await recognize(newRut(), '2015-03-14')
    expect(wrong.statusCode).toBe(200)
    expect(wrong.json()).toEqual({ recognized: false })
    expect(unknown.json()).toEqual({ recognized: false })
    expect(cookieOf(wrong)).toBeUndefined()

    const right = await recognize(rut, '2017-08-02')
    expect(right.json()).toEqual({ recognized: true })
    const cookie = cookieOf(right)!
    const proof = right.cookies.find((c) => c.name === 'bs_portal')!
    expect(proof).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' })
    const shown = await lookup(rut, cookie)
    expect(shown.map((i) => i.student_label).sort()).toEqual(['Hijo0 P.', 'Hijo1 P.'])
    expect(shown[0]!.line_items[0]!.description).toBe(DATED)

    // The proof is this guardian's: another family's RUT still shows nothing more.
    const other = await family()
    expect((await lookup(other.rut, cookie))[0]!.student_label).toBeNull()
  })

  it('refuses a malformed birth date in Spanish and stops answering yes after many misses', async () => {
    const { rut } = await family()
    const bad = await recognize(rut, '14-03-2015')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().detail).toContain('fecha de nacimiento')
    for (let i = 0; i < 11; i++) await recognize(rut, `2010-01-${String(i + 10)}`)
    expect((await recognize(rut, '2015-03-14')).json()).toEqual({ recognized: false })
  })

  it('a personal link recognises the guardian and leads to their RUT; a forged one is refused', async () => {
    const { guardian, rut } = await family()
    const token = signPersonalLink(ctx.config.jwtSecret, guardian.id)
    const exchanged = await ctx.app.inject({
      method: 'POST',
      url: '/api/portal/link',
      payload: { token },
    })
    expect(exchanged.statusCode).toBe(200)
    expect(exchanged.json()).toEqual({ rut })
    expect((await lookup(rut, cookieOf(exchanged)))[0]!.student_label).toMatch(/^Hijo\d P\.$/)

    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/api/portal/link',
      payload: { token: `${token.slice(0, -2)}xx` },
    })
    expect(forged.statusCode).toBe(404)
    expect(forged.json().detail).toContain('El enlace no es válido o ya venció')
  })
})
