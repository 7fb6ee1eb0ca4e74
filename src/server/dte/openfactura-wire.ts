// OpenFactura's (Haulmer) DTE issuing protocol, once for the client and the simulator: the paths,
// the JSON body (SII field names, case-sensitive: Encabezado, Detalle, Referencia) and the answers
// (the issued document, the error shape `{error: {message, code, details}}`, the gateway's
// `{message}`). See docs/decisions.md, "Boletas: the provider", for the sources.
import { z } from 'zod'

export const DEFAULT_OPENFACTURA_URL = 'https://api.haulmer.com'
export const OPENFACTURA_SANDBOX_URL = 'https://dev-api.haulmer.com'

export const ISSUE_PATH = '/v2/dte/document'
/** GET a document issued earlier by its TOKEN: `pdf` answers `{pdf, folio}`. */
export const documentPath = (token: string, value: 'pdf' | 'json' | 'status') =>
  `${ISSUE_PATH}/${encodeURIComponent(token)}/${value}`

/** OpenFactura's code for a repeated Idempotency-Key: the error carries the first document's token. */
export const REPEATED_KEY = 'OF-06'
/** Codes that say "not now" rather than "not this document": database down, boletas blocked. */
export const TEMPORARY_CODES: ReadonlySet<string> = new Set(['OF-13', 'OF-21', 'OF-23'])

/** IndServicio 3: boletas de ventas y servicios. */
export const SALES_AND_SERVICES = 3
/** CodRef of a nota de crédito: 1 annuls the referenced document, 3 corrects its amounts. */
export const REFERENCE_CODES = { annul: 1, 'correct-amounts': 3 } as const

const amount = z.coerce.number().int().nonnegative()
const text = (max: number) => z.string().trim().min(1).max(max)
const day = z.iso.date()

const issuerFields = {
  RUTEmisor: text(10),
  DirOrigen: text(70),
  CmnaOrigen: text(20),
  CdgSIISucur: z.coerce.string().optional(),
}

/** The body of POST /v2/dte/document, as far as boletas and notas de crédito use it. */
export const issueBodySchema = z.object({
  response: z
    .array(z.enum(['XML', 'PDF', 'TIMBRE', 'LOGO', 'FOLIO', 'RESOLUCION', 'LETTER', '80MM']))
    .optional(),
  dte: z.object({
    Encabezado: z.object({
      IdDoc: z.object({
        TipoDTE: z.coerce.number().pipe(z.union([z.literal(39), z.literal(41), z.literal(61)])),
        // OpenFactura assigns the folio: the request always says 0.
        Folio: z.literal(0),
        FchEmis: day,
        IndServicio: z.coerce.number().int().optional(),
        /** 1: the lines' prices include IVA (a nota de crédito for a boleta). */
        MntBruto: z.coerce.number().int().optional(),
      }),
      // Boletas name the issuer RznSocEmisor/GiroEmisor; other DTEs RznSoc/GiroEmis/Acteco.
      Emisor: z.union([
        z.object({ ...issuerFields, RznSocEmisor: text(100), GiroEmisor: text(80) }),
        z.object({
          ...issuerFields,
          RznSoc: text(100),
          GiroEmis: text(80),
          Acteco: z.coerce.number().int().positive(),
        }),
      ]),
      Receptor: z.object({ RUTRecep: text(10), RznSocRecep: text(100).optional() }),
      Totales: z.object({
        MntNeto: amount.optional(),
        MntExe: amount.optional(),
        TasaIVA: z.coerce.string().optional(),
        IVA: amount.optional(),
        MntTotal: amount,
      }),
    }),
    Detalle: z
      .array(
        z.object({
          NroLinDet: z.coerce.number().int().positive(),
          NmbItem: text(80),
          QtyItem: z.coerce.number().positive(),
          PrcItem: z.coerce.number().nonnegative(),
          MontoItem: amount,
          IndExe: z.coerce.number().pipe(z.literal(1)).optional(),
        }),
      )
      .min(1),
    Referencia: z
      .array(
        z.object({
          NroLinRef: z.coerce.number().int().positive(),
          TpoDocRef: z.coerce.string(),
          FolioRef: z.coerce.number().int().positive(),
          FchRef: day,
          CodRef: z.coerce.number().int(),
          RazonRef: text(90).optional(),
        }),
      )
      .optional(),
  }),
})
export type IssueBody = z.infer<typeof issueBodySchema>
export type WireDte = IssueBody['dte']

/** A successful issue: the fields asked for in `response`, and always the TOKEN. */
export const issuedAnswerSchema = z.object({
  TOKEN: z.string().min(1),
  FOLIO: z.coerce.number().int().positive(),
  TIMBRE: z.string().min(1).optional(),
  PDF: z.string().min(1),
})
export type IssuedAnswer = z.infer<typeof issuedAnswerSchema>

/** GET /v2/dte/document/{token}/pdf. */
export const pdfAnswerSchema = z.object({
  pdf: z.string().min(1),
  folio: z.coerce.number().int().positive(),
})

/** Refusals of the DTE API: OF-xx codes, with per-field details when it can name the field. */
export const errorAnswerSchema = z.object({
  error: z.object({
    message: z.string(),
    code: z.string().optional(),
    details: z.array(z.object({ field: z.string(), issue: z.string() })).optional(),
    /** With OF-06: the token of the document issued under that key. */
    token: z.string().optional(),
  }),
})
export type ErrorAnswer = z.infer<typeof errorAnswerSchema>

/** The API gateway's refusals (bad apikey, rate limit): `{statusCode?, message}`. */
export const gatewayAnswerSchema = z.object({ message: z.string() })

/** '12.345.678-k' → '12345678-K', the form OpenFactura reads. */
export function wireRut(rut: string): string {
  const clean = rut.replace(/[\s.-]/g, '').toUpperCase()
  return `${clean.slice(0, -1)}-${clean.slice(-1)}`
}
