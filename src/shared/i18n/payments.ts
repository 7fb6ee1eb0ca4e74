// Spanish text of the payment side the server writes: notes on payment attempts (shown on the
// return page's 'Details' column) and the Khipu simulator's bank page.

export const paymentNotes = {
  startFailed: 'No se pudo iniciar el pago con Khipu.',
  rejected: 'El pago fue rechazado o anulado en Khipu.',
  amountMismatch: 'El monto o la moneda pagados no coinciden con el cobro. Contacte a la escuela.',
  notPayable: 'El cobro ya no estaba pendiente cuando se confirmó el pago. Contacte a la escuela.',
  expired: 'El pago no se completó a tiempo.',
  paid: 'Pago confirmado por Khipu.',
} as const

export const simulatorText = {
  title: 'Banco de prueba (simulador de Khipu)',
  notice: 'Este es un simulador: no se mueve dinero real.',
  subject: 'Motivo',
  amount: 'Monto',
  pay: 'Pagar',
  reject: 'Rechazar',
  finished: 'Este pago ya fue procesado.',
  notFound: 'Pago no encontrado.',
} as const
