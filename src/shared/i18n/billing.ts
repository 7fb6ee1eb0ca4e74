// Spanish wording of invoice line items: what each line is, how many at what price and on which
// days ('Clases grupales: 4 × $12.000 (martes 3, jueves 5, martes 10 y jueves 12 de noviembre)').
import { es } from 'date-fns/locale/es'
import type { ClassType } from '../contract/class-sessions.ts'
import { formatClp, formatNumber } from '../money.ts'

/** Singular and plural name of a class line, by class type. */
const CLASS_LINE_NAMES: Readonly<Record<ClassType, readonly [string, string]>> = {
  group: ['Clase grupal', 'Clases grupales'],
  one_to_one: ['Clase particular', 'Clases particulares'],
  other: ['Paseo', 'Paseos'],
}

/** How the service fee line starts, whatever its wording after (older invoices say only this). */
export const SERVICE_FEE_PREFIX = 'Cargo por servicio'

export const billingText = {
  transport: 'Transporte',
  serviceFee: 'Cargo por servicio (uno por apoderado y mes)',
  discount: 'Descuento',
} as const

/**
 * An invoice a billing run would change while a Khipu payment of it is open. The preview says the
 * run cancels that payment at Khipu first; a run says why it could not (Khipu is verifying it).
 */
export function paymentInProgressReason(wouldBe: number | null, dryRun: boolean): string {
  if (dryRun) {
    const change = wouldBe === null ? 'el cobro se anula' : `el cobro pasa a ${formatClp(wouldBe)}`
    return `Pago en curso por el monto anterior: al generar se anula en Khipu y ${change}.`
  }
  const change = wouldBe === null ? 'se anularía' : `cambiaría a ${formatClp(wouldBe)}`
  return `Khipu está verificando un pago de este monto, así que no se cambia (${change}). Vuelve a generar cuando termine.`
}

/** A day a student attended and how many billable sessions they had that day. */
export interface AttendedDay {
  /** 'martes 3' */
  label: string
  count: number
}

/** 'a', 'a y b', 'a, b y c'. */
export function spanishList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`
}

/** The month of a 'YYYY-MM' period in lower case, as it reads after 'de': 'noviembre'. */
export function monthName(period: string): string {
  const month = Number(period.slice(5, 7))
  return es.localize.month((month - 1) as Parameters<typeof es.localize.month>[0], {
    width: 'wide',
  })
}

function dayText(day: AttendedDay): string {
  return day.count > 1 ? `${day.label} ×${day.count}` : day.label
}

/** 'Clases grupales: 2 × $12.000 (martes 3 y jueves 5 de noviembre)'; a day with two sessions reads 'martes 3 ×2'. */
export function classLineText(
  type: ClassType,
  unitPrice: number,
  days: readonly AttendedDay[],
  period: string,
): string {
  const count = days.reduce((sum, day) => sum + day.count, 0)
  const [one, many] = CLASS_LINE_NAMES[type]
  const dates = `${spanishList(days.map(dayText))} de ${monthName(period)}`
  return `${count === 1 ? one : many}: ${count} × ${formatClp(unitPrice)} (${dates})`
}

/** 10 → '10', 12.5 → '12,5', 7.25 → '7,25'. */
function percentText(percentage: number): string {
  return formatNumber(percentage, 2).replace(/,?0+$/, '')
}

/** 'Descuento 10% (8 clases)' */
export function discountLineText(percentage: number, classes: number): string {
  const noun = classes === 1 ? 'clase' : 'clases'
  return `${billingText.discount} ${percentText(percentage)}% (${classes} ${noun})`
}

/** 'Transporte: 3 × $3.000' */
export function transportLineText(trips: number, unitPrice: number): string {
  return `${billingText.transport}: ${trips} × ${formatClp(unitPrice)}`
}
