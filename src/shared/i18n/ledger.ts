// Spanish messages of the ledger and of payments recorded outside Khipu (staff forms: tú).

export const ledgerMessages = {
  methodRequired: 'Selecciona el medio de pago: efectivo o transferencia.',
  paidOnInvalid: 'Ingresa la fecha del pago (AAAA-MM-DD).',
  paidOnFuture: 'La fecha del pago no puede ser posterior a hoy.',
  amountInvalid: 'Ingresa un monto válido, en pesos y mayor que cero.',
  reasonRequired: 'Escribe el motivo de la anulación.',
} as const

export const MANUAL_PAYMENT_METHOD_LABELS = {
  cash: 'Efectivo',
  transfer: 'Transferencia',
} as const

/** How a cobro was (or is being) paid: Khipu or one of the methods recorded by hand. */
export const PAID_BY_LABELS = { khipu: 'Khipu', ...MANUAL_PAYMENT_METHOD_LABELS } as const
