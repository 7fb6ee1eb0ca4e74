// The BoletaProvider over OpenFactura's REST API (fetch, `apikey` header): builds the DTE JSON from
// a BoletaRequest with the shared totals rule, sends it with an Idempotency-Key and reads the
// answer. A repeated key is answered OF-06 with the first document's token; the document is then
// read back by that token, so a retry after a lost answer returns the same folio.
import { boletaTotals, lineAmount } from '#shared/boleta-totals.ts'
import {
  BoletaRejected,
  BoletaRetryLater,
  type BoletaProvider,
  type BoletaRequest,
  type IssuedDocument,
} from './boleta-provider.ts'
import {
  documentPath,
  errorAnswerSchema,
  gatewayAnswerSchema,
  issuedAnswerSchema,
  ISSUE_PATH,
  pdfAnswerSchema,
  REFERENCE_CODES,
  REPEATED_KEY,
  SALES_AND_SERVICES,
  TEMPORARY_CODES,
  wireRut,
  type IssueBody,
  type WireDte,
} from './openfactura-wire.ts'

const TIMEOUT_MS = 30_000

/** The school as the SII knows it: these must match its records exactly. */
export interface BoletaIssuer {
  rut: string
  /** Razón social. */
  businessName: string
  /** Giro. */
  activity: string
  address: string
  commune: string
  /** Código de actividad económica (Acteco), six digits. */
  activityCode: number
}

export interface OpenFacturaOptions {
  /** Read on every call: the simulator's address is known only once the server listens. */
  baseUrl: () => string
  apiKey: string
  issuer: BoletaIssuer
  timeoutMs?: number
}

/** The DTE of a request: boletas use the boleta names for the issuer, a nota de crédito the DTE ones. */
export function openFacturaDte(request: BoletaRequest, issuer: BoletaIssuer): WireDte {
  const totals = boletaTotals(request.items)
  const boleta = request.type !== 61
  const taxed = totals.total > totals.exempt
  const place = {
    RUTEmisor: wireRut(issuer.rut),
    DirOrigen: issuer.address,
    CmnaOrigen: issuer.commune,
  }
  return {
    Encabezado: {
      IdDoc: {
        TipoDTE: request.type,
        Folio: 0,
        FchEmis: request.issueDate,
        ...(boleta ? { IndServicio: SALES_AND_SERVICES } : {}),
        // A nota de crédito for a boleta repeats its IVA-included prices.
        ...(!boleta && taxed ? { MntBruto: 1 } : {}),
      },
      Emisor: boleta
        ? { ...place, RznSocEmisor: issuer.businessName, GiroEmisor: issuer.activity }
        : {
            ...place,
            RznSoc: issuer.businessName,
            GiroEmis: issuer.activity,
            Acteco: issuer.activityCode,
          },
      Receptor: {
        RUTRecep: wireRut(request.receiver.rut),
        RznSocRecep: request.receiver.name.slice(0, 100),
      },
      Totales: {
        ...(totals.exempt > 0 ? { MntExe: totals.exempt } : {}),
        ...(taxed ? { MntNeto: totals.net, IVA: totals.iva } : {}),
        ...(taxed && !boleta ? { TasaIVA: '19' } : {}),
        MntTotal: totals.total,
      },
    },
    Detalle: request.items.map((item, index) => ({
      NroLinDet: index + 1,
      NmbItem: item.name.slice(0, 80),
      QtyItem: item.quantity,
      PrcItem: item.unitPrice,
      MontoItem: lineAmount(item),
      ...(item.exempt ? { IndExe: 1 as const } : {}),
    })),
    ...(request.reference
      ? {
          Referencia: [
            {
              NroLinRef: 1,
              TpoDocRef: String(request.reference.type),
              FolioRef: request.reference.folio,
              FchRef: request.reference.date,
              CodRef: REFERENCE_CODES[request.reference.kind],
              RazonRef: request.reference.reason.slice(0, 90),
            },
          ],
        }
      : {}),
  }
}

function retryAfter(response: Response): number | undefined {
  const seconds = Number(response.headers.get('retry-after'))
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined
}

/** A non-2xx answer as the typed error it means; OF-06 (repeated key) comes back as its token. */
async function refusal(response: Response): Promise<{ repeatedToken: string }> {
  const json: unknown = await response.json().catch(() => undefined)
  const { status } = response
  if (status === 429 || status >= 500) {
    throw new BoletaRetryLater(`OpenFactura answered ${status}`, status, retryAfter(response))
  }
  const answer = errorAnswerSchema.safeParse(json)
  if (answer.success) {
    const { message, code, details, token } = answer.data.error
    if (code === REPEATED_KEY && token) return { repeatedToken: token }
    if (code && TEMPORARY_CODES.has(code)) throw new BoletaRetryLater(message, status)
    throw new BoletaRejected(message, status, code, details)
  }
  const gateway = gatewayAnswerSchema.safeParse(json)
  throw new BoletaRejected(gateway.success ? gateway.data.message : `HTTP ${status}`, status)
}

export function createOpenFacturaProvider(options: OpenFacturaOptions): BoletaProvider {
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS

  async function call(path: string, init: { body?: string; headers?: Record<string, string> }) {
    const url = `${options.baseUrl().replace(/\/+$/, '')}${path}`
    try {
      return await fetch(url, {
        method: init.body === undefined ? 'GET' : 'POST',
        headers: { apikey: options.apiKey, accept: 'application/json', ...init.headers },
        body: init.body,
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      throw new BoletaRetryLater(`OpenFactura unreachable: ${(error as Error).message}`)
    }
  }

  /** A 2xx body that does not parse: the document may exist, so only a retry (same key) can tell. */
  async function parsed<T>(response: Response, parse: (json: unknown) => T | undefined) {
    const data = parse(await response.json().catch(() => undefined))
    if (data === undefined) {
      throw new BoletaRetryLater('OpenFactura answered an unexpected body', response.status)
    }
    return data
  }

  /** The document issued under a key sent before, read back by its token. */
  async function recovered(request: BoletaRequest, token: string): Promise<IssuedDocument> {
    const response = await call(documentPath(token, 'pdf'), {})
    if (!response.ok) {
      await refusal(response)
      throw new BoletaRetryLater(`OpenFactura could not read document ${token} back`)
    }
    const answer = await parsed(response, (json) => pdfAnswerSchema.safeParse(json).data)
    const pdf = Buffer.from(answer.pdf, 'base64')
    return { type: request.type, folio: answer.folio, stamp: null, pdf, providerToken: token }
  }

  return {
    async issue(request, idempotencyKey) {
      const body: IssueBody = {
        response: ['FOLIO', 'TIMBRE', 'PDF'],
        dte: openFacturaDte(request, options.issuer),
      }
      const response = await call(ISSUE_PATH, {
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
      })
      if (!response.ok) return recovered(request, (await refusal(response)).repeatedToken)
      const answer = await parsed(response, (json) => issuedAnswerSchema.safeParse(json).data)
      return {
        type: request.type,
        folio: answer.FOLIO,
        stamp: answer.TIMBRE ?? null,
        pdf: Buffer.from(answer.PDF, 'base64'),
        providerToken: answer.TOKEN,
      }
    },
  }
}
