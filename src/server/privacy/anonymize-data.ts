// Deleting a family's data (Ley 21.719, derecho de supresión) and anonymising people past their
// retention: in one transaction each person's names become 'Alumno eliminado #3F2A' (or
// 'Apoderado eliminado …'), RUT, e-mail, phone and birth date are cleared, the emergency card is
// emptied, signatures lose who typed them and from where, card deliveries go, and every text or
// JSON that named them (invoice lines, Khipu subjects, boleta items, audit snapshots, stored
// answers, enquiries) is scrubbed. Invoices, payments and boletas stay with their amounts, dates
// and folios: tax law asks the school to keep them (docs/decisions.md, 'Deleting a family').
import { and, eq, inArray, isNull, like, notInArray, or, sql, type SQL } from 'drizzle-orm'
import { getTableConfig } from 'drizzle-orm/pg-core'
import { ANONYMOUS_RECEIVER_RUT } from '#shared/billing/boleta-items.ts'
import { ANONYMIZED_NAMES, anonymizedSuffix } from '#shared/anonymized.ts'
import { queryRows, type Db } from '#server/db/client.ts'
import {
  auditLog,
  boletas,
  cardDeliveries,
  dataRequests,
  documentSignatures,
  emergencyCards,
  enquiries,
  groupStudents,
  idempotencyKeys,
  invoices,
  loginThrottle,
  khipuPayments,
  manualPayments,
  paymentAttempts,
  paymentIssues,
  refreshTokens,
  users,
} from '#server/db/schema.ts'
import { currentSchool } from '#server/db/school-context.ts'
import { HttpError } from '#server/http-error.ts'
import type { WriteContext } from '#server/writes.ts'
import { familyMarks, normalizedKey, type MarkedPerson } from './family-marks.ts'
import { holdsAnyKey, scrubRows, textColumnsOfSchema } from './scrub-rows.ts'

type PersonRow = typeof users.$inferSelect

export interface FamilyAnonymization {
  guardian_id: string
  students: number
  already_anonymized: boolean
}

const replacementOf = (person: Pick<PersonRow, 'id' | 'role'>) => ({
  name: person.role === 'supporter' ? ANONYMIZED_NAMES.supporter : ANONYMIZED_NAMES.student,
  last_name: anonymizedSuffix(person.id),
})

/** True when a Khipu payment of one of these people's cobros is still waiting for Khipu. */
export async function hasPaymentInProgress(tx: Db, ids: readonly string[]): Promise<boolean> {
  if (ids.length === 0) return false
  const [row] = await tx
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .innerJoin(invoices, eq(invoices.id, paymentAttempts.invoice_id))
    .where(and(eq(paymentAttempts.status, 'pending'), cobroOf(ids)))
    .limit(1)
  return row !== undefined
}

/**
 * True when a cobro of these people is still pending: once their names are gone nobody could be
 * recognised to pay it, nor reminded, so it is paid or annulled first.
 */
async function hasPendingInvoices(tx: Db, ids: readonly string[]): Promise<boolean> {
  const [row] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.status, 'pending'), cobroOf(ids)))
    .limit(1)
  return row !== undefined
}

/** An invoice whose student or payer is one of `ids`. */
const cobroOf = (ids: readonly string[]) =>
  or(inArray(invoices.student_id, ids), inArray(invoices.payer_id, ids))

/**
 * Who stays and shares something with these people: their relatives (the guardian of a child who
 * goes, the siblings), and anyone holding the same phone, e-mail or RUT.
 */
async function peopleWhoStay(tx: Db, people: readonly PersonRow[]) {
  const ids = people.map((p) => p.id)
  const guardians = [
    ...new Set(
      people.flatMap((p) =>
        p.role === 'supporter' ? [p.id] : p.supporter_id ? [p.supporter_id] : [],
      ),
    ),
  ]
  const values = (pick: (p: PersonRow) => string | null) =>
    people.map(pick).filter((v): v is string => v !== null && v !== '')
  return tx
    .select({
      name: users.name,
      last_name: users.last_name,
      rut: users.rut,
      email: users.email,
      phone: users.phone,
    })
    .from(users)
    .where(
      and(
        isNull(users.anonymized_at),
        notInArray(users.id, ids),
        or(
          anyOf(users.id, guardians),
          anyOf(users.supporter_id, guardians),
          anyOf(
            users.phone,
            values((p) => p.phone),
          ),
          anyOf(
            users.email,
            values((p) => p.email),
          ),
          anyOf(
            users.rut,
            values((p) => p.rut),
          ),
        ),
      ),
    )
}

/** The ids of the rows that belong to these people's money: cobros, payments, boletas. */
async function moneyOf(tx: Db, ids: readonly string[]) {
  const invoiceIds = (
    await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(or(inArray(invoices.student_id, ids), inArray(invoices.payer_id, ids)))
  ).map((r) => r.id)
  if (invoiceIds.length === 0) {
    return { invoiceIds, khipuIds: [] as string[], manualIds: [] as string[] }
  }
  const khipuIds = [
    ...new Set(
      (
        await tx
          .select({ id: paymentAttempts.payment_id })
          .from(paymentAttempts)
          .where(inArray(paymentAttempts.invoice_id, invoiceIds))
      ).map((r) => r.id),
    ),
  ]
  const manualIds = (
    await tx
      .select({ id: manualPayments.id })
      .from(manualPayments)
      .where(inArray(manualPayments.invoice_id, invoiceIds))
  ).map((r) => r.id)
  return { invoiceIds, khipuIds, manualIds }
}

const anyOf = (column: Parameters<typeof inArray>[0], values: readonly string[]): SQL =>
  values.length === 0 ? sql`false` : inArray(column, [...values])

/** A jsonb column whose text names one of these ids. */
const jsonNames = (column: SQL | typeof auditLog.before, ids: readonly string[]): SQL =>
  ids.length === 0
    ? sql`false`
    : sql.join(
        ids.map((id) => sql`strpos(${column}::text, ${id}) > 0`),
        sql` or `,
      )

/**
 * Anonymises these people (students, and guardians whose children go with them or went before)
 * and scrubs them out of every row. `people` are rows as read before the change.
 */
export async function anonymizePeople(
  tx: Db,
  people: readonly PersonRow[],
  now: Date = new Date(),
): Promise<void> {
  if (people.length === 0) return
  const ids = people.map((p) => p.id)
  const guardianIds = people.filter((p) => p.role === 'supporter').map((p) => p.id)
  const studentIds = people.filter((p) => p.role !== 'supporter').map((p) => p.id)

  // What identifies them, read before anything changes: their own data and their cards' contacts.
  const cards = await tx
    .select({ contacts: emergencyCards.contacts })
    .from(emergencyCards)
    .where(anyOf(emergencyCards.student_id, studentIds))
  const marked: MarkedPerson[] = people.map((p) => ({
    name: p.name,
    last_name: p.last_name,
    rut: p.rut,
    email: p.email,
    phone: p.phone,
    replacement: replacementOf(p),
  }))
  for (const contact of cards.flatMap((card) => card.contacts)) {
    marked.push({
      name: contact.name,
      last_name: '',
      rut: null,
      email: null,
      phone: contact.phone,
      replacement: { name: ANONYMIZED_NAMES.other, last_name: '' },
    })
  }
  const marks = familyMarks(marked, await peopleWhoStay(tx, people))
  const money = await moneyOf(tx, ids)

  // The people themselves.
  for (const person of people) {
    const { name, last_name } = replacementOf(person)
    await tx
      .update(users)
      .set({
        name,
        last_name,
        rut: null,
        email: null,
        phone: null,
        birth_date: null,
        password_hash: null,
        must_change_password: false,
        active: false,
        deactivated_at: person.deactivated_at ?? now,
        anonymized_at: now,
        updated_at: now,
      })
      .where(eq(users.id, person.id))
  }
  await tx
    .update(refreshTokens)
    .set({ revoked_at: now })
    .where(and(inArray(refreshTokens.user_id, ids), isNull(refreshTokens.revoked_at)))
  await tx
    .update(groupStudents)
    .set({ deleted_at: now })
    .where(and(anyOf(groupStudents.student_id, studentIds), isNull(groupStudents.deleted_at)))

  // The emergency card: emptied (the row stays so devices receive the change), deliveries gone.
  await tx
    .update(emergencyCards)
    .set({
      contacts: [],
      allergies: '',
      conditions: '',
      medication: '',
      insurance_provider: '',
      insurance_plan: '',
      consent: false,
      consent_date: null,
      updated_at: now,
    })
    .where(anyOf(emergencyCards.student_id, studentIds))
  await tx.delete(cardDeliveries).where(anyOf(cardDeliveries.student_id, studentIds))

  // Signatures keep what was accepted, which version and when; not who typed it or from where.
  await tx
    .update(documentSignatures)
    .set({ signer_name: ANONYMIZED_NAMES.other, signer_rut: '', ip: null, user_agent: null })
    .where(
      or(
        anyOf(documentSignatures.guardian_id, guardianIds),
        anyOf(documentSignatures.student_id, studentIds),
      ),
    )

  // Boletas to a guardian who goes: the SII's generic receiver, and no stored PDF printing them.
  const documented = or(
    anyOf(boletas.khipu_payment_id, money.khipuIds),
    anyOf(boletas.manual_payment_id, money.manualIds),
  )
  if (guardianIds.length > 0) {
    const paidBy = await queryRows<{ id: string }>(
      tx,
      sql`select distinct b.id from ${boletas} b
          left join ${paymentAttempts} pa on pa.payment_id = b.khipu_payment_id
          left join ${manualPayments} mp on mp.id = b.manual_payment_id
          join ${invoices} i on i.id = coalesce(pa.invoice_id, mp.invoice_id)
          where i.payer_id in ${sql`(${sql.join(
            guardianIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`}`,
    )
    await tx
      .update(boletas)
      .set({
        receiver_rut: ANONYMOUS_RECEIVER_RUT,
        receiver_name: ANONYMIZED_NAMES.supporter,
        updated_at: now,
      })
      .where(
        anyOf(
          boletas.id,
          paidBy.map((r) => r.id),
        ),
      )
  }
  await tx.update(boletas).set({ pdf: null }).where(documented)

  // Enquiries the guardian made from the public site (found by their phone): emptied.
  const guardianPhones = people
    .filter((p) => p.role === 'supporter' && p.phone)
    .map((p) => normalizedKey(p.phone!).slice(-8))
  // NOTE: and the request that enrolled one of them, whoever's phone it came from.
  const asked = or(
    guardianPhones.length > 0 ? holdsAnyKey([enquiries.phone], guardianPhones) : undefined,
    anyOf(enquiries.student_id, studentIds),
  )
  await tx
    .update(enquiries)
    .set({ name: ANONYMIZED_NAMES.other, phone: '', email: null, message: '', updated_at: now })
    .where(asked)

  // Rows known to be theirs: first and last names alone are scrubbed too.
  const every = [...marks.strong, ...marks.weak]
  const theirIds = [...ids, ...money.invoiceIds, ...money.khipuIds, ...money.manualIds]
  const tables = new Map(textColumnsOfSchema().map((entry) => [entry.name, entry]))
  const theirs: [string, SQL | undefined][] = [
    ['invoices', anyOf(invoices.id, money.invoiceIds)],
    ['khipu_payments', anyOf(khipuPayments.id, money.khipuIds)],
    ['payment_attempts', anyOf(paymentAttempts.invoice_id, money.invoiceIds)],
    ['manual_payments', anyOf(manualPayments.id, money.manualIds)],
    [
      'payment_issues',
      or(
        anyOf(paymentIssues.invoice_id, money.invoiceIds),
        anyOf(paymentIssues.payment_id, money.khipuIds),
      ),
    ],
    ['boletas', documented],
    ['data_requests', anyOf(dataRequests.guardian_id, guardianIds)],
    [
      'audit_log',
      or(
        anyOf(auditLog.entity_id, theirIds),
        jsonNames(sql`${auditLog.before}`, theirIds),
        jsonNames(sql`${auditLog.after}`, theirIds),
      ),
    ],
    ['idempotency_keys', jsonNames(sql`${idempotencyKeys.response_body}`, theirIds)],
  ]
  for (const [name, where] of theirs) {
    const entry = tables.get(name)
    if (entry && where) await scrubRows(tx, entry, where, every)
  }

  // NOTE: a counter naming the family (its RUT, its e-mail) is no record to keep: it goes. Rewritten
  // it took the key of another deleted family's ('portal-rut:<school>:[eliminado]', a 500), and
  // the table is the platform's: only this school's counters are the family's.
  tables.delete(getTableConfig(loginThrottle).name)
  await tx
    .delete(loginThrottle)
    .where(
      and(
        like(loginThrottle.key, `%:${currentSchool() ?? '-'}:%`),
        holdsAnyKey([loginThrottle.key], marks.keys),
      ),
    )

  // Everywhere else: full names, RUTs, phones and e-mails wherever they appear.
  for (const entry of tables.values()) {
    await scrubRows(tx, entry, holdsAnyKey(entry.columns, marks.keys), marks.strong)
  }
}

/**
 * Deletes a family's data: the guardian and every child of theirs. Idempotent (a family already
 * anonymised answers so and changes nothing); refused while Khipu is confirming a payment of
 * theirs, since its confirmation would queue a boleta with their names.
 */
export async function anonymizeFamily(
  ctx: Pick<WriteContext, 'tx' | 'audit'>,
  guardianId: string,
  now: Date = new Date(),
): Promise<FamilyAnonymization> {
  const { tx } = ctx
  const [guardian] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, guardianId), eq(users.role, 'supporter')))
    .for('update')
  if (!guardian) throw new HttpError(404, 'NOT_FOUND')
  const children = await tx
    .select()
    .from(users)
    .where(and(eq(users.supporter_id, guardianId), isNull(users.anonymized_at)))
    .for('update')
  const people = [...(guardian.anonymized_at ? [] : [guardian]), ...children]
  if (people.length === 0) {
    return { guardian_id: guardianId, students: 0, already_anonymized: true }
  }
  const ids = [guardianId, ...children.map((c) => c.id)]
  if (await hasPaymentInProgress(tx, ids)) throw new HttpError(409, 'FAMILY_PAYMENT_IN_PROGRESS')
  if (await hasPendingInvoices(tx, ids)) throw new HttpError(409, 'FAMILY_HAS_PENDING_INVOICES')
  await anonymizePeople(tx, people, now)
  // NOTE: the audit row names ids and counts only, never what was deleted.
  await ctx.audit({
    action: 'anonymize_family',
    entity: 'user',
    entityId: guardianId,
    after: { students: children.length, anonymized_at: now.toISOString() },
  })
  return { guardian_id: guardianId, students: children.length, already_anonymized: false }
}
