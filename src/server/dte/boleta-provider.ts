// What the rest of the server asks of an SII document provider: issue one boleta (39, 41) or nota
// de crédito (61) under an idempotency key, and get back its folio, stamp and PDF. Failures are
// typed: BoletaRetryLater (the provider is unreachable, busy or down: try again with the SAME key)
// or BoletaRejected (the provider refused this document: show its reason, do not retry as is).
import type { BoletaType } from '#shared/boleta-totals.ts'

export type { BoletaType }

export interface BoletaItem {
  name: string
  quantity: number
  /** Whole pesos; IVA included on a taxed line (as the school's prices are). */
  unitPrice: number
  /** Exento de IVA (art. 13 N°4: instruction); false for a taxed line (facility use, a fee…). */
  exempt: boolean
}

/** The boleta a nota de crédito undoes, wholly ('annul') or in part ('correct-amounts'). */
export interface BoletaReference {
  type: 39 | 41
  folio: number
  /** The referenced document's issue date, YYYY-MM-DD. */
  date: string
  reason: string
  kind: 'annul' | 'correct-amounts'
}

export interface BoletaRequest {
  type: BoletaType
  /** YYYY-MM-DD in Santiago. */
  issueDate: string
  /** The payer: boletas are nominative. */
  receiver: { rut: string; name: string }
  items: BoletaItem[]
  /** Required for a nota de crédito (61), absent otherwise. */
  reference?: BoletaReference
}

export interface IssuedDocument {
  type: BoletaType
  folio: number
  /**
   * The timbre electrónico as the provider returns it (OpenFactura: a PNG image, base64). Null when
   * the document was recovered after a repeated idempotency key: its PDF carries the stamp.
   */
  stamp: string | null
  pdf: Buffer
  /** The provider's id for the document (OpenFactura's TOKEN), to read it back later. */
  providerToken: string
}

export interface BoletaProvider {
  /**
   * Issues the document once per `idempotencyKey`: calling again with the same key (after a crash,
   * a timeout or a lost answer) returns the document already issued, never a second folio.
   * One key per document (e.g. the queued request's id): a key sent before with another body still
   * answers with the first document. OpenFactura keeps keys for 24 hours.
   */
  issue(request: BoletaRequest, idempotencyKey: string): Promise<IssuedDocument>
}

export abstract class BoletaProviderError extends Error {
  abstract readonly kind: 'retry-later' | 'rejected'
  constructor(
    message: string,
    /** The provider's HTTP status, when it answered. */
    readonly status?: number,
  ) {
    super(message)
  }
}

/** Nothing was decided: no connection, a timeout, 5xx, 429 or a temporary block. */
export class BoletaRetryLater extends BoletaProviderError {
  readonly kind = 'retry-later'
  constructor(
    message: string,
    status?: number,
    /** How long the provider asked us to wait (429 Retry-After), when it said. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message, status)
    this.name = 'BoletaRetryLater'
  }

  /**
   * Whether the answer says the provider did nothing (429, 503, a temporary 4xx). A timeout, an
   * unreachable provider, another 5xx or an unreadable 2xx leave it unknown whether it issued.
   */
  get nothingIssued(): boolean {
    const status = this.status
    return (
      status === 429 || status === 503 || (status !== undefined && status >= 400 && status < 500)
    )
  }
}

export interface RejectionDetail {
  field: string
  issue: string
}

/** The provider refused the document (4xx): `message` is its reason, for 'con error + motivo'. */
export class BoletaRejected extends BoletaProviderError {
  readonly kind = 'rejected'
  constructor(
    message: string,
    status: number,
    /** The provider's error code (OpenFactura: 'OF-10' and the like). */
    readonly code?: string,
    readonly details: RejectionDetail[] = [],
  ) {
    super(
      details.length
        ? `${message}: ${details.map((d) => `${d.field} ${d.issue}`).join('; ')}`
        : message,
      status,
    )
    this.name = 'BoletaRejected'
  }
}
