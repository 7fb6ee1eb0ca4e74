// What the SII documents say in words: the reason a nota de crédito gives (RazonRef, 90 characters).
export const creditNoteReasons = {
  annulled: (why: string) => `Pago anulado: ${why}`,
  reversed: 'Pago revertido por el banco',
} as const
