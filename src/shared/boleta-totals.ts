// The SII totals of a boleta or nota de crédito, from its lines: what the provider is sent and what
// the receipt shows. Prices of taxed lines include IVA (as a boleta's prices do), so the net amount
// is worked back from the total; exempt lines add to MntExe. All amounts are whole pesos.

/** 39 boleta afecta, 41 boleta exenta, 61 nota de crédito. */
export const BOLETA_TYPES = [39, 41, 61] as const
export type BoletaType = (typeof BOLETA_TYPES)[number]

/**
 * A document's state as people see it. emitida: the provider gave its folio; pendiente: queued or
 * between retries; con_error: the provider refused it; anulada: a nota de crédito undid it;
 * por_emitir: no provider is configured, the school issues it elsewhere.
 */
export const BOLETA_STATES = ['emitida', 'pendiente', 'con_error', 'anulada', 'por_emitir'] as const
export type BoletaState = (typeof BOLETA_STATES)[number]

export const IVA_PERCENT = 19

export interface BoletaLine {
  quantity: number
  /** Whole pesos; IVA included on a taxed line. */
  unitPrice: number
  exempt: boolean
}

export interface BoletaTotals {
  /** MntExe: the exempt lines. */
  exempt: number
  /** MntNeto: the taxed lines without IVA. */
  net: number
  /** IVA: the taxed lines' total minus their net, so net + iva + exempt is always the total. */
  iva: number
  /** MntTotal. */
  total: number
}

/** A line's amount (MontoItem): quantity × unit price, to the nearest peso. */
export const lineAmount = (line: Pick<BoletaLine, 'quantity' | 'unitPrice'>): number =>
  Math.round(line.quantity * line.unitPrice)

/** IVA included in a taxed gross amount: net = round(gross / 1.19), in integers. */
export function splitIva(gross: number): { net: number; iva: number } {
  // NOTE: integer arithmetic; 100·gross/119 is never exactly half a peso, so rounding is unambiguous.
  const net = Math.round((gross * 100) / (100 + IVA_PERCENT))
  return { net, iva: gross - net }
}

export function boletaTotals(lines: readonly BoletaLine[]): BoletaTotals {
  let exempt = 0
  let taxed = 0
  for (const line of lines) {
    if (line.exempt) exempt += lineAmount(line)
    else taxed += lineAmount(line)
  }
  return { exempt, ...splitIva(taxed), total: exempt + taxed }
}

export type BoletaLinesProblem = 'no-lines' | 'taxed-line-in-exempt-boleta' | 'total-not-positive'

/**
 * Why these lines cannot make a document of this type, or null: a boleta exenta (41) carries
 * exempt lines only; every document has at least one line and a positive total.
 */
export function boletaLinesProblem(
  type: BoletaType,
  lines: readonly BoletaLine[],
): BoletaLinesProblem | null {
  if (lines.length === 0) return 'no-lines'
  if (type === 41 && lines.some((line) => !line.exempt)) return 'taxed-line-in-exempt-boleta'
  if (boletaTotals(lines).total <= 0) return 'total-not-positive'
  return null
}
