// The OpenFactura simulator: OpenFactura's DTE wire protocol served by this server (under
// BOLETA_SIMULATOR_PREFIX once mounted) for demo mode and tests, never in production. It checks
// the apikey, validates the body and its totals as the provider does (400 with OF-xx codes),
// gives folios 1, 2, 3… per type, answers a repeated Idempotency-Key with OF-06 and the first
// document's token (readable with GET …/{token}/pdf), and answers 503 while told it is down.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { isValidRut } from '#shared/rut.ts'
import {
  boletaLinesProblem,
  boletaTotals,
  IVA_PERCENT,
  lineAmount,
  type BoletaLine,
  type BoletaLinesProblem,
} from '#shared/boleta-totals.ts'
import type { RejectionDetail } from './boleta-provider.ts'
import {
  ISSUE_PATH,
  issueBodySchema,
  REPEATED_KEY,
  type ErrorAnswer,
  type IssueBody,
} from './openfactura-wire.ts'
import type { BoletaSimulatorStore, SimulatedDocument } from './simulator-store.ts'

export const BOLETA_SIMULATOR_PREFIX = '/api/openfactura-sim'

const LINES_PROBLEMS: Record<BoletaLinesProblem, string> = {
  'no-lines': 'El documento no tiene líneas de detalle',
  'taxed-line-in-exempt-boleta': 'Una boleta exenta solo admite líneas exentas (IndExe 1)',
  'total-not-positive': 'El monto total debe ser mayor que cero',
}

const fieldErrors = (details: RejectionDetail[]): ErrorAnswer => ({
  error: { message: 'Validación de Campos', code: 'OF-10', details },
})

/** The totals the provider expects: lines carry IVA in a boleta 39 or with MntBruto = 1. */
function expectedTotals(body: IssueBody, lines: BoletaLine[]) {
  const { TipoDTE, MntBruto } = body.dte.Encabezado.IdDoc
  if (TipoDTE === 39 || MntBruto === 1) return boletaTotals(lines)
  const exempt = boletaTotals(lines.filter((line) => line.exempt)).total
  const net = boletaTotals(lines.filter((line) => !line.exempt)).total
  const iva = Math.round((net * IVA_PERCENT) / 100)
  return { exempt, net, iva, total: exempt + net + iva }
}

/** What the provider's own checks would refuse in a body that has the right shape. */
function problems(body: IssueBody): RejectionDetail[] {
  const { Encabezado: head, Detalle: detail, Referencia: references } = body.dte
  const type = head.IdDoc.TipoDTE
  const boleta = type !== 61
  const found: RejectionDetail[] = []
  const wrong = (field: string, issue: string) => found.push({ field, issue })
  if (boleta !== 'RznSocEmisor' in head.Emisor) {
    wrong(boleta ? 'RznSocEmisor' : 'RznSoc', 'Campo obligatorio para este tipo de documento')
  }
  if (boleta && head.IdDoc.IndServicio === undefined) wrong('IndServicio', 'Campo obligatorio')
  if (!boleta && !references?.length) wrong('Referencia', 'Obligatoria en una nota de crédito')
  if (!isValidRut(head.Emisor.RUTEmisor)) wrong('RUTEmisor', 'RUT inválido')
  if (!isValidRut(head.Receptor.RUTRecep)) wrong('RUTRecep', 'RUT inválido')
  const lines = detail.map((line) => {
    const item = { quantity: line.QtyItem, unitPrice: line.PrcItem, exempt: line.IndExe === 1 }
    if (line.MontoItem !== lineAmount(item)) wrong('MontoItem', `Monto erróneo : ${line.MontoItem}`)
    return item
  })
  const linesProblem = boletaLinesProblem(type, lines)
  if (linesProblem) wrong('Detalle', LINES_PROBLEMS[linesProblem])
  const expected = expectedTotals(body, lines)
  const sent = head.Totales
  const compare: [string, number | undefined, number][] = [
    ['MntExe', sent.MntExe, expected.exempt],
    ['MntNeto', sent.MntNeto, expected.net],
    ['IVA', sent.IVA, expected.iva],
    ['MntTotal', sent.MntTotal, expected.total],
  ]
  for (const [field, value, should] of compare) {
    if ((value ?? 0) !== should) wrong(field, `Monto erróneo : ${value ?? 0}`)
  }
  return found
}

function issuedAnswer(document: SimulatedDocument, asked: readonly string[]) {
  return {
    TOKEN: document.token,
    ...(asked.includes('FOLIO') ? { FOLIO: document.folio } : {}),
    ...(asked.includes('TIMBRE') ? { TIMBRE: document.timbre.toString('base64') } : {}),
    ...(asked.includes('PDF') ? { PDF: document.pdf.toString('base64') } : {}),
  }
}

export function openFacturaSimulator(store: BoletaSimulatorStore): FastifyPluginAsync {
  /** The gateway's answers before any route: down (503) or a wrong apikey (401). */
  const refused = (request: FastifyRequest, reply: FastifyReply) => {
    if (store.down) return reply.code(503).send({ message: 'Servicio no disponible (simulado)' })
    if (request.headers.apikey !== store.apiKey) {
      return reply.code(401).send({ statusCode: 401, message: 'Acceso denegado: apikey inválida' })
    }
    return null
  }
  const options = { config: { public: true }, schema: { hide: true } }

  return async (app) => {
    // NOTE: every refusal of this server carries {detail, code}, the simulator's too: they are
    // added beside the provider's own fields, which its clients (our adapter) read unchanged.
    app.addHook('onSend', async (_request, reply, payload) => {
      if (reply.statusCode < 400 || reply.statusCode >= 500 || typeof payload !== 'string') {
        return payload
      }
      const body = JSON.parse(payload) as { error?: { message?: string; code?: string } } & {
        message?: string
      }
      const detail = body.error?.message ?? body.message ?? 'Solicitud rechazada (simulado)'
      return JSON.stringify({
        ...body,
        detail,
        code: body.error?.code ?? `HTTP_${reply.statusCode}`,
      })
    })
    // A body that is not JSON is refused in the provider's shape, not Fastify's.
    app.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
      const status = error.statusCode ?? 500
      if (status >= 500) return reply.code(500).send({ message: 'Error interno (simulado)' })
      return reply
        .code(400)
        .send({ error: { message: 'Datos de entrada incorrectos', code: 'OF-20' } })
    })

    app.post(ISSUE_PATH, options, (request, reply) => {
      const gate = refused(request, reply)
      if (gate) return gate
      const parsed = issueBodySchema.safeParse(request.body)
      if (!parsed.success) {
        const details = parsed.error.issues.map((issue) => ({
          field: issue.path.join('.'),
          issue: issue.message,
        }))
        return reply.code(400).send(fieldErrors(details))
      }
      const details = problems(parsed.data)
      if (details.length) return reply.code(400).send(fieldErrors(details))
      const key = request.headers['idempotency-key']
      const idempotencyKey = typeof key === 'string' && key ? key : null
      const earlier = idempotencyKey ? store.byKey(idempotencyKey) : undefined
      if (earlier) {
        const message = 'Este DTE ya fue emitido (Idempotency-Key)'
        return reply
          .code(400)
          .send({ error: { message, code: REPEATED_KEY, token: earlier.token } })
      }
      const document = store.issue(parsed.data.dte, idempotencyKey)
      return issuedAnswer(document, parsed.data.response ?? [])
    })

    app.get<{ Params: { token: string; value: string } }>(
      `${ISSUE_PATH}/:token/:value`,
      options,
      (request, reply) => {
        const gate = refused(request, reply)
        if (gate) return gate
        const { token, value } = request.params
        const document = store.byToken(token)
        if (!document) {
          return reply.code(400).send({ error: { message: 'Token Incorrecto', code: 'OF-10' } })
        }
        if (value === 'pdf') return { pdf: document.pdf.toString('base64'), folio: document.folio }
        if (value === 'status') return { estado: 'Aceptado', token }
        if (value === 'json') {
          const { IdDoc } = document.dte.Encabezado
          const head = { ...document.dte.Encabezado, IdDoc: { ...IdDoc, Folio: document.folio } }
          return { json: { ...document.dte, Encabezado: head }, token }
        }
        return reply.code(404).send({ message: 'Api no encontrada' })
      },
    )
  }
}
