// A family with a row in every table the export covers (people, classes, money, signatures,
// reminders, emergency card and its deliveries and reads, a trial-class request, a data request),
// each value marked with the family's own tag so a test can tell two families apart; and the
// guardian's recognition on the portal (the proof cookie).
import { createHash } from 'node:crypto'
import type { TestContext } from '../helpers/test-app.ts'
import type { Db } from '#server/db/client.ts'
import { PORTAL_PROOF_COOKIE } from '#server/credentials/personal-link.ts'
import {
  auditLog,
  boletas,
  cardDeliveries,
  classSessions,
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
  paymentIssues,
  reminders,
  schoolDocuments,
  sessionStudents,
  users,
} from '#server/db/schema.ts'
import { seedUser } from '../helpers/fixtures.ts'
import { lastMonth, newRut } from '../payments/billing-fixtures.ts'

let families = 0

export interface SeededFamily {
  guardianId: string
  childIds: string[]
  rut: string
  birthDate: string
  /** Strings only this family's rows hold (names, RUTs, phone, e-mail, texts). */
  marks: string[]
}

/** A staff member, and the document version every family signs (one per test file). */
export async function seedSchool(db: Db) {
  const teacher = await seedUser(db, { role: 'teacher' })
  const body = '# Descargo\n\nEl apoderado conoce los riesgos del ciclismo de montaña.'
  const [document] = await db
    .insert(schoolDocuments)
    .values({
      kind: 'waiver',
      title: 'Descargo de responsabilidad',
      body,
      valid_from: '2026-01-01',
      content_hash: createHash('sha256').update(body).digest('hex'),
    })
    .returning()
  return { teacherId: teacher.id, documentId: document!.id, contentHash: document!.content_hash }
}

export async function seedFullFamily(
  db: Db,
  school: Awaited<ReturnType<typeof seedSchool>>,
): Promise<SeededFamily> {
  families += 1
  const tag = `Fam${families}x`
  const rut = newRut()
  const childRut = newRut()
  const phone = `+5699${String(families).padStart(7, '0')}`
  const email = `apoderado.${tag.toLowerCase()}@correo.cl`
  const birthDate = `2015-03-${String(families).padStart(2, '0')}`
  const [guardian] = await db
    .insert(users)
    .values({ role: 'supporter', name: `Ana${tag}`, last_name: `Rojas${tag}`, rut, phone, email })
    .returning()
  const [child] = await db
    .insert(users)
    .values({
      role: 'student',
      name: `Tomás${tag}`,
      last_name: `Rojas${tag}`,
      rut: childRut,
      birth_date: birthDate,
      supporter_id: guardian!.id,
    })
    .returning()
  const g = guardian!.id
  const c = child!.id

  const [group] = await db
    .insert(groups)
    .values({ name: `Grupo ${tag}`, start_date: '2026-01-01' })
    .returning()
  await db.insert(groupStudents).values({ group_id: group!.id, student_id: c })
  const [session] = await db
    .insert(classSessions)
    .values({
      session_date: new Date('2026-10-03T13:00:00Z'),
      class_type: 'group',
      group_id: group!.id,
      location: `Cerro ${tag}`,
      created_by: school.teacherId,
    })
    .returning()
  await db.insert(sessionStudents).values({ session_id: session!.id, student_id: c })

  const line = { description: `Clases ${tag}`, amount: 20_000 }
  const [paid, manual] = await db
    .insert(invoices)
    .values([
      {
        billing_period: lastMonth(),
        student_id: c,
        payer_id: g,
        status: 'paid',
        total_amount: 20_000,
        line_items: [line],
      },
      {
        billing_period: '2026-01',
        student_id: c,
        payer_id: g,
        status: 'paid',
        total_amount: 20_000,
        line_items: [line],
      },
    ])
    .returning()
  const [khipu] = await db
    .insert(khipuPayments)
    .values({
      amount: 20_000,
      status: 'completed',
      khipu_payment_id: `khipu-${tag}`,
      subject: `Pago ${tag}`,
    })
    .returning()
  const [attempt] = await db
    .insert(paymentAttempts)
    .values({ payment_id: khipu!.id, invoice_id: paid!.id, amount: 20_000, status: 'completed' })
    .returning()
  const [cash] = await db
    .insert(manualPayments)
    .values({
      invoice_id: manual!.id,
      amount: 20_000,
      paid_on: '2026-02-05',
      method: 'transfer',
      reference: `Transferencia ${tag}`,
      recorded_by: school.teacherId,
    })
    .returning()
  await db.insert(paymentIssues).values({
    kind: 'refund_due',
    payment_id: khipu!.id,
    attempt_id: attempt!.id,
    invoice_id: paid!.id,
    amount: 20_000,
    reason: 'invoice_paid',
  })
  const boleta = {
    status: 'issued' as const,
    receiver_rut: rut,
    receiver_name: `Ana${tag} Rojas${tag}`,
    items: [{ name: `Clases ${tag}`, quantity: 1, unitPrice: 20_000, exempt: true }],
    total: 20_000,
    issue_date: '2026-02-05',
  }
  await db.insert(boletas).values([
    { ...boleta, type: 41, khipu_payment_id: khipu!.id, folio: 1000 + families },
    { ...boleta, type: 41, manual_payment_id: cash!.id, folio: 2000 + families },
  ])

  await db.insert(documentSignatures).values({
    document_id: school.documentId,
    guardian_id: g,
    student_id: c,
    accepted: true,
    signer_name: `Ana${tag} Rojas${tag}`,
    signer_rut: rut,
    content_hash: school.contentHash,
    ip: '10.1.1.1',
    user_agent: `Navegador ${tag}`,
  })
  await db.insert(reminders).values({ guardian_id: g, channel: 'email', sent_by: school.teacherId })
  await db.insert(emergencyCards).values({
    student_id: c,
    contacts: [{ name: `Abuela ${tag}`, relation: 'Abuela', phone }],
    allergies: `Maní ${tag}`,
    consent: true,
    consent_date: '2026-01-10',
  })
  await db
    .insert(cardDeliveries)
    .values({ user_id: school.teacherId, device_id: `device-${tag}`, student_id: c })
  await db.insert(auditLog).values([
    {
      actor_id: school.teacherId,
      action: 'view_emergency_card',
      entity: 'student',
      entity_id: c,
      after: { viewed_at: '2026-10-03T10:05:00-03:00' },
    },
    {
      actor_id: school.teacherId,
      action: 'update',
      entity: 'user',
      entity_id: g,
      before: { phone: '+56911111111', password_hash: 'never-exported' },
      after: { phone },
    },
  ])
  await db.insert(enquiries).values({
    name: `Ana${tag}`,
    child_age: 10,
    level: 'beginner',
    phone,
    message: `Consulta ${tag}`,
  })
  // The trial class that enrolled the child, asked from a phone that is not the guardian's.
  await db.insert(enquiries).values({
    name: `Tía${tag}`,
    child_age: 10,
    level: 'beginner',
    phone: '+56955550000',
    message: `Inscripción ${tag}`,
    status: 'enrolled',
    student_id: c,
  })
  await db.insert(dataRequests).values({
    guardian_id: g,
    kind: 'rectification',
    details: `Corregir ${tag}`,
    due_on: '2026-12-31',
  })
  return {
    guardianId: g,
    childIds: [c],
    rut,
    birthDate,
    marks: [tag, rut, childRut, phone, email],
  }
}

/** The guardian recognised on the portal by a child's birth date: the proof cookie header. */
export async function recognise(
  ctx: TestContext,
  family: Pick<SeededFamily, 'rut' | 'birthDate'>,
): Promise<Record<string, string>> {
  const answer = await ctx.app.inject({
    method: 'POST',
    url: '/api/portal/recognize',
    payload: { rut: family.rut, birth_date: family.birthDate },
    remoteAddress: `10.7.0.${Math.floor(Math.random() * 250) + 1}`,
  })
  const proof = answer.cookies.find((cookie) => cookie.name === PORTAL_PROOF_COOKIE)
  if (!proof) throw new Error('the guardian was not recognised')
  return { cookie: `${PORTAL_PROOF_COOKIE}=${proof.value}` }
}
