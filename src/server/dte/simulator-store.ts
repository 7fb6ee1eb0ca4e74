// The OpenFactura simulator's documents, in memory like the Khipu simulator's payments: it stands
// in for the provider on a development machine, in demo mode and in tests, so nothing here outlives
// the process (the school's real record of its documents is ours, not the provider's); its folios
// continue from those our database holds.
import { randomBytes } from 'node:crypto'
import type { BoletaType } from '#shared/boleta-totals.ts'
import { formatClp } from '#shared/money.ts'
import type { WireDte } from './openfactura-wire.ts'
import { simulatedPdf, simulatedTimbre } from './simulator-documents.ts'

export interface SimulatedDocument {
  /** OpenFactura's TOKEN: 64 hex characters. */
  token: string
  type: BoletaType
  folio: number
  /** The DTE as received (its Folio says 0: the folio is `folio`). */
  dte: WireDte
  idempotencyKey: string | null
  issuedAt: Date
  /** PNG, as OpenFactura's TIMBRE. */
  timbre: Buffer
  pdf: Buffer
}

export interface BoletaSimulatorStore {
  /** The key the simulator accepts in the `apikey` header. */
  readonly apiKey: string
  /** While true every request is answered 503, as by a provider that is down. */
  down: boolean
  /** Takes the type's next folio (1, 2, 3… per type) and keeps the document. */
  issue(dte: WireDte, idempotencyKey: string | null): SimulatedDocument
  byKey(idempotencyKey: string): SimulatedDocument | undefined
  byToken(token: string): SimulatedDocument | undefined
  /** Every document issued, in order (for tests). */
  all(): SimulatedDocument[]
  /**
   * Folios go on after `folio` for `type` (a restarted demo server continues from the folios its
   * database already holds, as the real provider would, instead of giving folio 1 again).
   */
  continueAfter(type: BoletaType, folio: number): void
}

const TYPE_NAMES: Record<BoletaType, string> = {
  39: 'BOLETA ELECTRÓNICA',
  41: 'BOLETA NO AFECTA O EXENTA ELECTRÓNICA',
  61: 'NOTA DE CRÉDITO ELECTRÓNICA',
}

function pdfLines(document: Omit<SimulatedDocument, 'pdf' | 'timbre'>): string[] {
  const { Encabezado: head, Detalle: lines, Referencia: references } = document.dte
  const issuer = head.Emisor
  const name = 'RznSocEmisor' in issuer ? issuer.RznSocEmisor : issuer.RznSoc
  const totals = head.Totales
  return [
    `${TYPE_NAMES[document.type]} N° ${document.folio}`,
    `${name} · RUT ${issuer.RUTEmisor} · ${issuer.DirOrigen}, ${issuer.CmnaOrigen}`,
    `Fecha de emisión: ${head.IdDoc.FchEmis}`,
    `Receptor: ${head.Receptor.RznSocRecep ?? ''} · RUT ${head.Receptor.RUTRecep}`,
    '',
    ...lines.map(
      (line) =>
        `${line.QtyItem} × ${line.NmbItem}${line.IndExe ? ' (exento)' : ''}: ${formatClp(line.MontoItem)}`,
    ),
    '',
    ...(totals.MntExe ? [`Exento: ${formatClp(totals.MntExe)}`] : []),
    ...(totals.MntNeto ? [`Neto: ${formatClp(totals.MntNeto)}`] : []),
    ...(totals.IVA ? [`IVA (19 %): ${formatClp(totals.IVA)}`] : []),
    `Total: ${formatClp(totals.MntTotal)}`,
    ...(references ?? []).map(
      (ref) => `Referencia: documento ${ref.TpoDocRef} N° ${ref.FolioRef} del ${ref.FchRef}`,
    ),
    '',
    'Timbre electrónico SII (simulado)',
  ]
}

export function createBoletaSimulatorStore(
  apiKey = `sim-${randomBytes(16).toString('hex')}`,
): BoletaSimulatorStore {
  const documents: SimulatedDocument[] = []
  const byKey = new Map<string, SimulatedDocument>()
  const byToken = new Map<string, SimulatedDocument>()
  const lastFolio = new Map<BoletaType, number>()
  return {
    apiKey,
    down: false,
    issue(dte, idempotencyKey) {
      const type = dte.Encabezado.IdDoc.TipoDTE
      const folio = (lastFolio.get(type) ?? 0) + 1
      lastFolio.set(type, folio)
      const issued = {
        token: randomBytes(32).toString('hex'),
        type,
        folio,
        dte,
        idempotencyKey,
        issuedAt: new Date(),
      }
      const document: SimulatedDocument = {
        ...issued,
        timbre: simulatedTimbre(`${type}-${folio}-${issued.token}`),
        pdf: simulatedPdf('DOCUMENTO SIMULADO - SIN VALIDEZ TRIBUTARIA', pdfLines(issued)),
      }
      documents.push(document)
      byToken.set(document.token, document)
      if (idempotencyKey) byKey.set(idempotencyKey, document)
      return document
    },
    byKey: (key) => byKey.get(key),
    byToken: (token) => byToken.get(token),
    all: () => [...documents],
    continueAfter(type, folio) {
      lastFolio.set(type, Math.max(lastFolio.get(type) ?? 0, folio))
    },
  }
}
