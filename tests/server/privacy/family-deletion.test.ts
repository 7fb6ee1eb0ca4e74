// Deleting a family's data (Ley 21.719): after the admin's 'Eliminar datos de la familia', no
// table holds the guardian's or the child's name, last name, RUT (however written), phone or
// e-mail, while their invoices, payments and boletas stay with their amounts and folios.
import { sql } from 'drizzle-orm'
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import { is } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { computeRutCheckDigit, formatRut } from '#shared/rut.ts'
import { todayInSantiago } from '#shared/dates.ts'
import { errorDetails } from '#shared/i18n/errors.ts'
import { queryRows, type Db } from '#server/db/client.ts'
import * as schema from '#server/db/schema.ts'
import {
  auditLog,
  boletas,
  cardDeliveries,
  dataRequests,
  documentSignatures,
  emergencyCards,
  enquiries,
  groups,
  groupStudents,
  invoices,
  khipuPayments,
  manualPayments,
  paymentAttempts,
  reminders,
  schoolDocuments,
  users,
} from '#server/db/schema.ts'
import { eq, inArray } from 'drizzle-orm'
import { bearer, signInRoles } from '../helpers/fixtures.ts'
import { expectDetail } from '../helpers/answers.ts'
import { useTestApp } from '../helpers/test-app.ts'
import { seedFamily, seedInvoice, seedPrices } from '../payments/billing-fixtures.ts'

const ctx = useTestApp()
const tokens: Record<string, string> = {}

const rutOf = (body: number) => formatRut(`${body}${computeRutCheckDigit(String(body))}`)
/** The family to delete: names no other row of the test uses. */
const FAMILY = {
  guardian: {
    name: 'Eulalia',
    last_name: 'Zurbarán Quintanilla',
    rut: rutOf(17_654_321),
    email: 'eulalia.zq@correo.cl',
    phone: '+56987654321',
  },
  child: {
    name: 'Tomasa',
    last_name: 'Zurbarán Quintanilla',
    rut: rutOf(24_681_357),
    email: 'tomasa.z@correo.cl',
    phone: '+56952348765',
    birth_date: '2014-03-09',
  },
  grandmother: { name: 'Rigoberta Quintanilla', phone: '+56223456789' },
}
/** What must not be found anywhere: lower case, without spaces, dots, dashes, '+' or brackets. */
const NEEDLES = [
  'eulalia',
  'zurbarán',
  'quintanilla',
  'tomasa',
  'rigoberta',
  '17654321',
  '24681357',
  '87654321',
  '52348765',
  '23456789',
  'eulaliazq@correocl',
  'tomasaz@correocl',
]

const admin = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...bearer(tokens.admin!), 'idempotency-key': `k-${Math.random()}` },
    ...(payload ? { payload } : {}),
  })

async function json(response: { statusCode: number; body: string }, status = 200) {
  expect(response.statusCode, response.body).toBe(status)
  return JSON.parse(response.body) as Record<string, unknown>
}

/** Every column of every table of the schema, as text, holding one of the needles. */
async function findNeedles(db: Db): Promise<string[]> {
  const found: string[] = []
  for (const table of Object.values(schema) as unknown[]) {
    if (!is(table, PgTable)) continue
    const { name, columns } = getTableConfig(table)
    for (const column of columns) {
      const flat = sql`translate(lower(${sql.identifier(column.name)}::text), ' .-+()', '')`
      const rows = await queryRows<{ value: string; flat: string }>(
        db,
        sql`select ${sql.identifier(column.name)}::text as value, ${flat} as flat
            from ${sql.identifier(name)}
            where ${sql.join(
              NEEDLES.map((needle) => sql`strpos(${flat}, ${needle}) > 0`),
              sql` or `,
            )}`,
      )
      for (const row of rows) {
        const needles = NEEDLES.filter((needle) => row.flat.includes(needle))
        found.push(`${name}.${column.name} ∋ ${needles.join(', ')}: ${row.value}`)
      }
    }
  }
  return found
}

let guardianId: string
let childId: string
let other: Awaited<ReturnType<typeof seedFamily>>

async function seedRichFamily() {
  const { db } = ctx
  // Created and edited by an admin through the API: audit rows and stored idempotent answers.
  const guardian = await json(
    await admin('POST', '/api/supporters', { ...FAMILY.guardian, phone: '+56 9 6123 4567' }),
    201,
  )
  guardianId = guardian.id as string
  await json(await admin('PATCH', `/api/users/${guardianId}`, { phone: FAMILY.guardian.phone }))
  const child = await json(
    await admin('POST', '/api/students', { ...FAMILY.child, supporter_id: guardianId }),
    201,
  )
  childId = child.id as string
  await json(
    await admin('PUT', `/api/students/${childId}/emergency`, {
      contacts: [
        { name: FAMILY.grandmother.name, relation: 'Abuela', phone: FAMILY.grandmother.phone },
      ],
      allergies: 'Penicilina',
      conditions: 'Asma leve',
      consent: true,
      consent_date: todayInSantiago(),
    }),
  )
  const staff = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'))
  await db.insert(cardDeliveries).values({
    user_id: staff[0]!.id,
    device_id: 'telefono-1',
    student_id: childId,
  })
  await db.insert(auditLog).values({
    actor_id: staff[0]!.id,
    action: 'view_emergency_card',
    entity: 'emergency_card',
    entity_id: childId,
    after: { student: 'Tomasa Zurbarán', rut: '24681357-' + computeRutCheckDigit('24681357') },
  })
  // A private group named after the child.
  const [group] = await db
    .insert(groups)
    .values({ name: 'Particular Tomasa Zurbarán Quintanilla', start_date: '2025-03-01' })
    .returning()
  await db.insert(groupStudents).values({ group_id: group!.id, student_id: childId })

  // Money: a cobro paid by Khipu (with its boleta issued), and one paid by transfer.
  const lines = [
    { description: 'Clases grupales: 2 × $10.000 — Tomasa Zurbarán', amount: 20000 },
    { description: 'Cargo por servicio', amount: 500 },
  ]
  const byKhipu = await seedInvoice(db, {
    student_id: childId,
    payer_id: guardianId,
    billing_period: '2026-08',
    status: 'paid',
    line_items: lines,
  })
  const [payment] = await db
    .insert(khipuPayments)
    .values({
      amount: 20500,
      status: 'completed',
      khipu_payment_id: 'khipu-eulalia-1',
      subject: 'Escuela de prueba · Clases de agosto: Tomasa',
      notes: 'Pagado por Eulalia Zurbarán (eulalia.zq@correo.cl)',
    })
    .returning()
  await db.insert(paymentAttempts).values({
    payment_id: payment!.id,
    invoice_id: byKhipu.id,
    amount: 20500,
    status: 'completed',
    khipu_payment_id: 'khipu-eulalia-1',
  })
  await db.insert(boletas).values({
    type: 41,
    status: 'issued',
    khipu_payment_id: payment!.id,
    receiver_rut: FAMILY.guardian.rut,
    receiver_name: 'Eulalia Zurbarán Quintanilla',
    items: [
      {
        name: 'Clases grupales — Tomasa Zurbarán Quintanilla',
        quantity: 1,
        unitPrice: 20500,
        exempt: true,
      },
    ],
    total: 20500,
    issue_date: '2026-09-02',
    folio: 4711,
    pdf: Buffer.from('%PDF Eulalia Zurbarán'),
    issued_at: new Date('2026-09-02T12:00:00Z'),
  })
  const byHand = await seedInvoice(db, {
    student_id: childId,
    payer_id: guardianId,
    billing_period: '2026-09',
    total_amount: 30500,
    line_items: [
      { description: 'Clases grupales: 3 × $10.000 — Tomasa', amount: 30000 },
      { description: 'Cargo por servicio', amount: 500 },
    ],
  })
  await json(
    await admin('POST', `/api/invoices/${byHand.id}/manual-payments`, {
      amount: 30500,
      paid_on: todayInSantiago(),
      method: 'transfer',
      reference: 'Transferencia de E. Quintanilla, RUT 17654321-' + FAMILY.guardian.rut.slice(-1),
    }),
    201,
  )

  // Reminders, signatures, a request over the data, an enquiry from the public site.
  await db.insert(reminders).values({ guardian_id: guardianId, channel: 'whatsapp' })
  const [document] = await db
    .insert(schoolDocuments)
    .values({
      kind: 'waiver',
      title: 'Descargo',
      body: 'Texto',
      valid_from: '2026-01-01',
      content_hash: 'abc',
    })
    .returning()
  await db.insert(documentSignatures).values({
    document_id: document!.id,
    guardian_id: guardianId,
    student_id: childId,
    accepted: true,
    signer_name: 'eulalia zurbarán quintanilla',
    signer_rut: '17654321' + FAMILY.guardian.rut.slice(-1),
    content_hash: 'abc',
    ip: '200.1.2.3',
    user_agent: 'Mozilla/5.0 (iPhone)',
  })
  await db.insert(dataRequests).values({
    guardian_id: guardianId,
    kind: 'deletion',
    details: 'Soy Eulalia, por favor borren los datos de Tomasa. Mi fono es 9 8765 4321.',
    due_on: '2026-12-30',
  })
  await db.insert(enquiries).values({
    name: 'Eulalia',
    child_age: 9,
    level: 'principiante',
    phone: '+56 9 8765 4321',
    message: 'Quiero inscribir a Tomasa',
  })
  // The trial class that enrolled Tomasa, asked from another phone and e-mail.
  await db.insert(enquiries).values({
    name: 'Tía Rosa',
    child_age: 9,
    level: 'beginner',
    phone: '+56955550000',
    email: 'tia.rosa@correo.cl',
    message: 'Pido por mi sobrina',
    status: 'enrolled',
    student_id: childId,
  })
  return { byKhipu, byHand, payment: payment! }
}

let money: Awaited<ReturnType<typeof seedRichFamily>>

beforeAll(async () => {
  await seedPrices(ctx.db)
  Object.assign(tokens, await signInRoles(ctx.app, ctx.db, ['admin', 'teacher']))
  other = await seedFamily(ctx.db)
  const otherInvoice = await seedInvoice(ctx.db, {
    student_id: other.students[0]!.id,
    payer_id: other.guardian.id,
  })
  await json(
    await admin('POST', `/api/invoices/${otherInvoice.id}/manual-payments`, {
      amount: otherInvoice.total_amount,
      paid_on: todayInSantiago(),
      method: 'cash',
    }),
    201,
  )
  money = await seedRichFamily()
})

describe('Deletion keeps invoices and boletas and leaves no name, RUT, phone or e-mail of the family anywhere', () => {
  it('finds the family everywhere before, and nowhere after', async () => {
    expect((await findNeedles(ctx.db)).length).toBeGreaterThan(20)

    const answer = await json(await admin('POST', `/api/supporters/${guardianId}/anonymize`))
    expect(answer).toEqual({ guardian_id: guardianId, students: 1, already_anonymized: false })

    expect(await findNeedles(ctx.db)).toEqual([])
  })

  it("empties the trial-class request that enrolled the child, whoever's phone it came from", async () => {
    const [asked] = await ctx.db.select().from(enquiries).where(eq(enquiries.student_id, childId))
    expect(asked).toMatchObject({ phone: '', email: null, message: '' })
    expect(asked!.name).not.toBe('Tía Rosa')
  })

  it('keeps the invoices, payments and boletas with their amounts, dates and folio', async () => {
    const kept = await ctx.db
      .select()
      .from(invoices)
      .where(inArray(invoices.id, [money.byKhipu.id, money.byHand.id]))
      .orderBy(invoices.billing_period)
    expect(kept.map((i) => [i.billing_period, i.total_amount, i.status])).toEqual([
      ['2026-08', 20500, 'paid'],
      ['2026-09', 30500, 'paid'],
    ])
    expect(kept[0]!.line_items[0]!.description).toBe(
      'Clases grupales: 2 × $10.000 — Alumno eliminado ' +
        kept[0]!.line_items[0]!.description.slice(-5),
    )
    const [payment] = await ctx.db
      .select()
      .from(khipuPayments)
      .where(eq(khipuPayments.id, money.payment.id))
    expect(payment).toMatchObject({ amount: 20500, status: 'completed' })
    const [byHand] = await ctx.db
      .select()
      .from(manualPayments)
      .where(eq(manualPayments.invoice_id, money.byHand.id))
    expect(byHand).toMatchObject({ amount: 30500, method: 'transfer' })

    const documents = await ctx.db
      .select()
      .from(boletas)
      .where(inArray(boletas.receiver_rut, ['66.666.666-6']))
      .orderBy(boletas.total)
    expect(documents.map((b) => [b.total, b.folio, b.issue_date === '2026-09-02'])).toEqual([
      [20500, 4711, true],
      [30500, null, false],
    ])
    expect(documents.every((b) => b.receiver_name === 'Apoderado eliminado')).toBe(true)
    expect(documents.every((b) => b.pdf === null)).toBe(true)
  })

  it('marks both inactive and anonymised, empties the card, removes its deliveries', async () => {
    const people = await ctx.db
      .select()
      .from(users)
      .where(inArray(users.id, [guardianId, childId]))
    for (const person of people) {
      expect(person.active).toBe(false)
      expect(person.anonymized_at).not.toBeNull()
      expect([person.rut, person.email, person.phone, person.birth_date]).toEqual([
        null,
        null,
        null,
        null,
      ])
    }
    expect(people.map((p) => p.name).sort()).toEqual(['Alumno eliminado', 'Apoderado eliminado'])
    const [card] = await ctx.db
      .select()
      .from(emergencyCards)
      .where(eq(emergencyCards.student_id, childId))
    expect(card).toMatchObject({ contacts: [], allergies: '', conditions: '', consent: false })
    expect(
      await ctx.db.select().from(cardDeliveries).where(eq(cardDeliveries.student_id, childId)),
    ).toEqual([])
    const [signature] = await ctx.db.select().from(documentSignatures)
    expect(signature).toMatchObject({ accepted: true, ip: null, user_agent: null, signer_rut: '' })
  })

  it("leaves another family's names, RUT and boleta as they were", async () => {
    const [guardian] = await ctx.db.select().from(users).where(eq(users.id, other.guardian.id))
    expect(guardian).toMatchObject({ name: 'Ana', last_name: 'Pagadora', rut: other.guardian.rut })
    const [boleta] = await ctx.db
      .select()
      .from(boletas)
      .where(eq(boletas.receiver_rut, other.guardian.rut!))
    expect(boleta?.receiver_name).toBe('Ana Pagadora')
  })

  it('audits the deletion without naming anyone', async () => {
    const [row] = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'anonymize_family'))
    expect(row).toMatchObject({ entity: 'user', entity_id: guardianId })
    expect(row!.after).toMatchObject({ students: 1 })
  })

  it('answers the same family again as already anonymised, changing nothing', async () => {
    const answer = await json(await admin('POST', `/api/supporters/${guardianId}/anonymize`))
    expect(answer).toEqual({ guardian_id: guardianId, students: 0, already_anonymized: true })
  })
})

describe('refusals', () => {
  it('refuses a family with a Khipu payment in progress, in Spanish, and changes nothing', async () => {
    const family = await seedFamily(ctx.db)
    const invoice = await seedInvoice(ctx.db, {
      student_id: family.students[0]!.id,
      payer_id: family.guardian.id,
    })
    const [payment] = await ctx.db
      .insert(khipuPayments)
      .values({ amount: invoice.total_amount })
      .returning()
    await ctx.db.insert(paymentAttempts).values({
      payment_id: payment!.id,
      invoice_id: invoice.id,
      amount: invoice.total_amount,
    })
    const response = await admin('POST', `/api/supporters/${family.guardian.id}/anonymize`)
    expectDetail(response, 409, errorDetails.FAMILY_PAYMENT_IN_PROGRESS)
    expect(response.json()).toMatchObject({ code: 'FAMILY_PAYMENT_IN_PROGRESS' })
    const [guardian] = await ctx.db.select().from(users).where(eq(users.id, family.guardian.id))
    expect(guardian).toMatchObject({ name: 'Ana', anonymized_at: null })
  })

  it('refuses a family with a pending cobro until it is paid or annulled', async () => {
    const family = await seedFamily(ctx.db)
    const invoice = await seedInvoice(ctx.db, {
      student_id: family.students[0]!.id,
      payer_id: family.guardian.id,
    })
    const response = await admin('POST', `/api/supporters/${family.guardian.id}/anonymize`)
    expectDetail(response, 409, errorDetails.FAMILY_HAS_PENDING_INVOICES)
    const [guardian] = await ctx.db.select().from(users).where(eq(users.id, family.guardian.id))
    expect(guardian).toMatchObject({ name: 'Ana', anonymized_at: null })
    await ctx.db.update(invoices).set({ status: 'cancelled' }).where(eq(invoices.id, invoice.id))
    const retry = await admin('POST', `/api/supporters/${family.guardian.id}/anonymize`)
    expect(retry.statusCode).toBe(200)
  })

  it('answers 404 for a student id or an unknown id, 403 for a teacher', async () => {
    expect(
      (await admin('POST', `/api/supporters/${other.students[0]!.id}/anonymize`)).statusCode,
    ).toBe(404)
    expect(
      (await admin('POST', '/api/supporters/00000000-0000-4000-8000-000000000000/anonymize'))
        .statusCode,
    ).toBe(404)
    const asTeacher = await ctx.app.inject({
      method: 'POST',
      url: `/api/supporters/${other.guardian.id}/anonymize`,
      headers: bearer(tokens.teacher!),
    })
    expect(asTeacher.statusCode).toBe(403)
  })
})
