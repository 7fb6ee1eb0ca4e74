// The family export's money sections: what the school keeps for tax law after a deletion too.
import { eq, or } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import {
  boletas,
  invoices,
  khipuPayments,
  manualPayments,
  paymentAttempts,
  paymentIssues,
} from '#server/db/schema.ts'
import { at, fullName, students, within, type Family } from './privacy-export-rows.ts'

/** Invoices, Khipu and manual payments, payment issues and boletas of the family's cobros. */
export async function moneySections(db: Db, family: Family) {
  const invoiceRows = await db
    .select({ invoice: invoices, student: students })
    .from(invoices)
    .innerJoin(students, eq(students.id, invoices.student_id))
    .where(
      or(eq(invoices.payer_id, family.guardianId), within(invoices.student_id, family.studentIds)),
    )
    .orderBy(invoices.billing_period, students.name)
  const invoiceIds = invoiceRows.map((r) => r.invoice.id)
  const attempts = await db
    .select({ attempt: paymentAttempts, payment: khipuPayments, period: invoices.billing_period })
    .from(paymentAttempts)
    .innerJoin(khipuPayments, eq(khipuPayments.id, paymentAttempts.payment_id))
    .innerJoin(invoices, eq(invoices.id, paymentAttempts.invoice_id))
    .where(within(paymentAttempts.invoice_id, invoiceIds))
    .orderBy(paymentAttempts.created_at)
  const manual = await db
    .select({ payment: manualPayments, period: invoices.billing_period })
    .from(manualPayments)
    .innerJoin(invoices, eq(invoices.id, manualPayments.invoice_id))
    .where(within(manualPayments.invoice_id, invoiceIds))
    .orderBy(manualPayments.created_at)
  const paymentIds = [...new Set(attempts.map((a) => a.payment.id))]
  const issues = await db
    .select()
    .from(paymentIssues)
    .where(
      or(
        within(paymentIssues.invoice_id, invoiceIds),
        within(paymentIssues.payment_id, paymentIds),
      ),
    )
    .orderBy(paymentIssues.created_at)
  const documents = await db
    .select()
    .from(boletas)
    .where(
      or(
        within(boletas.khipu_payment_id, paymentIds),
        within(
          boletas.manual_payment_id,
          manual.map((m) => m.payment.id),
        ),
      ),
    )
    .orderBy(boletas.issue_date, boletas.created_at)
  return {
    invoices: invoiceRows.map(({ invoice, student }) => ({
      billing_period: invoice.billing_period,
      student: fullName(student),
      status: invoice.status,
      total: invoice.total_amount,
      lines: invoice.line_items.map((l) => ({ description: l.description, amount: l.amount })),
      paid_at: at(invoice.paid_at),
      created_at: at(invoice.created_at),
    })),
    khipu_payments: attempts.map(({ attempt, payment, period }) => ({
      billing_period: period,
      amount: attempt.amount,
      status: attempt.status,
      khipu_id: payment.khipu_payment_id,
      subject: payment.subject,
      created_at: at(attempt.created_at),
      reversed_at: at(payment.reversed_at),
    })),
    manual_payments: manual.map(({ payment, period }) => ({
      billing_period: period,
      amount: payment.amount,
      paid_on: payment.paid_on,
      method: payment.method,
      reference: payment.reference,
      annulled_at: at(payment.annulled_at),
      annul_reason: payment.annul_reason,
    })),
    payment_issues: issues.map((i) => ({
      kind: i.kind,
      amount: i.amount,
      reason: i.reason,
      created_at: at(i.created_at),
      resolved_at: at(i.resolved_at),
      resolution: i.resolution,
    })),
    boletas: documents.map((b) => ({
      type: b.type,
      folio: b.folio,
      status: b.status,
      issue_date: b.issue_date,
      receiver_name: b.receiver_name,
      receiver_rut: b.receiver_rut,
      total: b.total,
      items: b.items,
      reason: b.reason,
    })),
  }
}
