// What a payment's boleta lists, from the cobros it paid: each cobro's lines as items (the child's
// name after each, so a family's boleta reads child by child), discounts taken off the lines they
// discount, and the document's type. One rule for the boletas queue and for the receipt.
import type { BoletaType } from '../boleta-totals.ts'
import { periodInText } from '../dates.ts'
import { withoutDates } from './portal-lines.ts'

/** The generic receiver the SII accepts on a boleta when the buyer has no RUT on record. */
export const ANONYMOUS_RECEIVER_RUT = '66.666.666-6'

export interface PaidInvoiceLine {
  description: string
  /** Whole pesos; negative for a discount. */
  amount: number
  /** Exento de IVA; a line without the flag (before prices carried one) is a class: exento. */
  exempt?: boolean
}

export interface PaidInvoice {
  billing_period: string
  student_name: string
  lines: readonly PaidInvoiceLine[]
  /** What the payment paid for this cobro (normally its total). */
  paid: number
}

export interface BoletaItemDraft {
  name: string
  quantity: number
  unitPrice: number
  exempt: boolean
}

const isExempt = (line: PaidInvoiceLine) => line.exempt !== false

/** The cobro's positive lines with its discounts taken off the same kind of line, largest first. */
function discountedLines(invoice: PaidInvoice): BoletaItemDraft[] {
  const items = invoice.lines
    .filter((line) => line.amount > 0)
    .map((line) => ({
      name: `${withoutDates(line.description)} — ${invoice.student_name}`,
      quantity: 1,
      unitPrice: line.amount,
      exempt: isExempt(line),
    }))
  for (const discount of invoice.lines.filter((line) => line.amount < 0)) {
    let left = -discount.amount
    const same = items
      .filter((item) => item.exempt === isExempt(discount))
      .sort((a, b) => b.unitPrice - a.unitPrice)
    for (const item of same) {
      const taken = Math.min(left, item.unitPrice)
      item.unitPrice -= taken
      left -= taken
    }
  }
  return items.filter((item) => item.unitPrice > 0)
}

/**
 * The items of the boleta of one payment. A cobro paid for another amount than its lines add up to
 * (its total changed after the payment started) is one item for what was paid.
 */
export function boletaItems(paid: readonly PaidInvoice[]): BoletaItemDraft[] {
  return paid.flatMap((invoice) => {
    const items = discountedLines(invoice)
    const sum = items.reduce((total, item) => total + item.unitPrice, 0)
    if (sum === invoice.paid) return items
    return [
      {
        name: `Cobro de ${periodInText(invoice.billing_period)} — ${invoice.student_name}`,
        quantity: 1,
        unitPrice: invoice.paid,
        exempt: invoice.lines.every(isExempt),
      },
    ]
  })
}

/** A boleta exenta (41) when every item is exempt, else a boleta (39) with its exempt items marked. */
export const boletaTypeOf = (
  items: readonly { exempt: boolean }[],
): Extract<BoletaType, 39 | 41> => (items.every((item) => item.exempt) ? 41 : 39)
