// Spanish text of the payment side the server writes: notes on payment attempts (shown on the
// return page's 'Details' column), what Khipu shows the payer, and the Khipu simulator's bank page.
import { periodLabel } from '../santiago-clock.ts'

export const paymentNotes = {
  startFailed: 'No se pudo iniciar el pago con Khipu.',
  rejected: 'El pago fue rechazado o anulado en Khipu.',
  amountMismatch: 'El monto o la moneda pagados no coinciden con el cobro. Contacte a la escuela.',
  notPayable:
    'El cobro ya no estaba pendiente cuando se confirmó el pago: la escuela le devolverá este monto.',
  expired: 'El pago no se completó a tiempo.',
  deleted: 'El pago fue anulado en Khipu.',
  paid: 'Pago confirmado por Khipu.',
  superseded: 'Reemplazado por un pago más reciente.',
  cancelledForManual: 'Anulado en Khipu: la escuela registró el pago de este cobro por otro medio.',
  cancelledForBilling: 'Anulado en Khipu: la escuela recalculó este cobro. Pague el nuevo monto.',
  reversed: 'El banco revirtió este pago: el cobro volvió a quedar pendiente.',
} as const

/** Khipu's limit on the text it shows the payer. */
export const KHIPU_SUBJECT_MAX = 255

const joinNames = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} y ${names.at(-1)}`

/**
 * What Khipu shows the payer, built by the server: 'Escuela MTB · Clases de octubre 2026', with
 * the children's first names once the guardian is recognised (': Sofía y Tomás').
 */
export function khipuSubject(school: string, periods: readonly string[], names: readonly string[]) {
  const months = [...new Set(periods)].sort().map((p) => periodLabel(p).toLowerCase())
  const base = `${school} · Clases de ${joinNames(months)}`
  const children = [...new Set(names)]
  const full = children.length > 0 ? `${base}: ${joinNames(children)}` : base
  return full.length <= KHIPU_SUBJECT_MAX ? full : base.slice(0, KHIPU_SUBJECT_MAX)
}

export const simulatorText = {
  title: 'Banco de prueba (simulador de Khipu)',
  notice: 'Este es un simulador: no se mueve dinero real.',
  subject: 'Motivo',
  amount: 'Monto',
  pay: 'Pagar',
  reject: 'Rechazar',
  finished: 'Este pago ya fue procesado.',
  expired: 'Este pago venció: ya no se puede pagar.',
  reverse: 'Revertir (simula un reverso del banco)',
  notFound: 'Pago no encontrado.',
} as const
