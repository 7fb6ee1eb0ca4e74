// Spanish text of the receipt (comprobante de pago), shared by the PDF and the printable page.
import type { BoletaState, BoletaType } from '../boleta-totals.ts'

export const receiptText = {
  title: 'Comprobante de pago',
  payer: 'Apoderado',
  date: 'Fecha de pago',
  khipuId: 'Identificador de pago Khipu',
  phone: 'Teléfono',
  email: 'Correo',
  subtotal: 'Subtotal',
  total: 'Total pagado',
  note: 'Pago realizado en línea con Khipu. Este comprobante no es una boleta ni una factura.',
} as const

const BOLETA_NAMES: Record<BoletaType, string> = {
  39: 'Boleta electrónica',
  41: 'Boleta exenta electrónica',
  61: 'Nota de crédito electrónica',
}

/** The e-mail that brings the payer their boleta (usted, as the portal). */
export function boletaMail(mail: {
  school: string
  payer: string
  type: BoletaType
  folio: number
  total: string
  receiptUrl: string | null
}) {
  const name = BOLETA_NAMES[mail.type]
  return {
    subject: `${name} N° ${mail.folio} de ${mail.school}`,
    text: [
      `Hola, ${mail.payer}:`,
      '',
      `Gracias por su pago de ${mail.total}. Adjuntamos su ${name.toLowerCase()} N° ${mail.folio}, emitida a su nombre.`,
      ...(mail.receiptUrl ? ['', `Su comprobante de pago: ${mail.receiptUrl}`] : []),
      '',
      mail.school,
    ].join('\n'),
    filename: `boleta-${mail.type}-${mail.folio}.pdf`,
  }
}

/** The receipt's line about the payment's SII document: its type and folio, or why it has none. */
export function receiptBoletaLine(boleta: {
  type: BoletaType
  folio: number | null
  state: BoletaState
}): string {
  const name = BOLETA_NAMES[boleta.type]
  if (boleta.state === 'emitida') return `${name} N° ${boleta.folio}`
  if (boleta.state === 'anulada') return `${name} N° ${boleta.folio}, anulada por nota de crédito`
  return `${name}: en emisión; la recibirá apenas el colegio la emita`
}
