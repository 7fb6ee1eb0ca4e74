// What the SII documents say in words: the reason a nota de crédito gives (RazonRef, 90 characters).
export const creditNoteReasons = {
  annulled: (why: string) => `Pago anulado: ${why}`,
  reversed: 'Pago revertido por el banco',
} as const

/** The month's sales book (libro de ventas: boletas and notas de crédito) as the accountant gets it. */
export const boletasBook = {
  fileName: (month: string, format: 'csv' | 'xlsx') => `libro-boletas-${month}.${format}`,
  sheet: 'Libro de boletas',
  columns: {
    type: 'Tipo documento',
    folio: 'Folio',
    date: 'Fecha emisión',
    rut: 'RUT receptor',
    name: 'Nombre receptor',
    exempt: 'Monto exento',
    net: 'Monto neto',
    iva: 'IVA',
    total: 'Monto total',
    state: 'Estado',
    reference: 'Folio referencia',
  },
} as const

export const boletaTypeNames = {
  39: 'Boleta electrónica',
  41: 'Boleta exenta electrónica',
  61: 'Nota de crédito electrónica',
} as const

export const boletaStateNames = {
  emitida: 'Emitida',
  pendiente: 'Pendiente',
  con_error: 'Con error',
  anulada: 'Anulada por nota de crédito',
  por_emitir: 'Por emitir',
} as const
