// The portal's recognition of a guardian and their receipts (no login). POST /portal/recognize
// (a child's birth date) and POST /portal/link (a personal link's token) set the portal proof
// cookie; GET /portal/receipts/{id}, its /pdf and its /boleta (the provider's PDF of the
// payment's boleta) answer only the guardian that proof names.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { idParamsSchema } from '#shared/contract/common.ts'
import {
  personalLinkAnswerSchema,
  personalLinkBodySchema,
  recognitionSchema,
  recognizeBodySchema,
  receiptSchema,
  type Receipt,
} from '#shared/contract/portal.ts'
import { formatDate, santiagoIso } from '#shared/dates.ts'
import { shortName } from '#shared/billing/portal-lines.ts'
import { countOne, takeBack } from '#server/plugins/login-throttle.ts'
import { HttpError } from '#server/http-error.ts'
import { errorAnswers, fileAnswer, portalProof } from '#server/openapi.ts'
import { guardianByBirthDate, portalProofOf, receiptOf, rutOf } from './guardian-data.ts'
import { readPersonalLink } from '#server/credentials/personal-link.ts'
import { setPortalProof } from './portal-proof.ts'
import { receiptPdf } from './receipt-pdf.ts'
import { receiptBoletaOf, receiptBoletaPdf } from '#server/boletas/boletas-data.ts'
import { boletaRuntime } from '#server/dte/runtime.ts'
import { currentSettings } from '#server/schools/school-settings.ts'

/** Wrong birth dates one RUT may get per hour (all instances together), whatever the address. */
const MISSES_PER_RUT_HOUR = 10

const portalRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = () => app.config.jwtSecret

  app.post(
    '/portal/recognize',
    {
      config: { public: true, rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        tags: ['portal'],
        summary:
          'Reconoce al apoderado por la fecha de nacimiento de un hijo (misma respuesta si el RUT no existe)',
        body: recognizeBodySchema,
        response: { 200: recognitionSchema, ...errorAnswers(400, 429) },
      },
    },
    async (request, reply) => {
      const { rut, birth_date } = request.body
      // NOTE: counted before the date is checked, in one upsert every instance shares, so
      // concurrent guesses cannot slip past the limit; past it even the right date gets the
      // answer of a wrong one, so guessing gains nothing and nothing is revealed.
      const attempt = await countOne(app.db, 'portal-rut', rut)
      if (attempt.attempts > MISSES_PER_RUT_HOUR) return { recognized: false }
      const guardian = await guardianByBirthDate(app.db, rut, birth_date)
      if (!guardian) return { recognized: false }
      await takeBack(app.db, attempt)
      setPortalProof(request, reply, secret(), guardian)
      return { recognized: true }
    },
  )

  app.post(
    '/portal/link',
    {
      config: { public: true, rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['portal'],
        summary: 'Canjea el enlace personal del apoderado por el reconocimiento en el portal',
        body: personalLinkBodySchema,
        response: { 200: personalLinkAnswerSchema, ...errorAnswers(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const link = readPersonalLink(secret(), request.body.token)
      const rut = link ? await rutOf(app.db, link.guardianId) : undefined
      if (!link || !rut) throw new HttpError(404, 'PERSONAL_LINK_INVALID')
      setPortalProof(request, reply, secret(), link.guardianId)
      return { rut }
    },
  )

  /** The receipt `id` if the request's proof names its payer; 404 otherwise (same answer). */
  async function receiptFor(request: Parameters<typeof portalProofOf>[1], id: string) {
    const guardian = await portalProofOf(app.db, request, secret())
    const row = guardian ? await receiptOf(app.db, id) : undefined
    if (!row || row.payer_id !== guardian) throw new HttpError(404, 'RECEIPT_NOT_FOUND')
    const { school } = currentSettings(app.config)
    const receipt: Receipt = {
      id: row.id,
      school: { name: school.name, phone: school.phone ?? null, email: school.email ?? null },
      payer: { name: `${row.payer.name} ${row.payer.last_name}`.trim(), rut: row.payer.rut ?? '' },
      khipu_payment_id: row.khipu_payment_id,
      paid_at: santiagoIso(row.paid_at),
      amount: row.amount,
      invoices: row.invoices.map((i) => ({
        billing_period: i.billing_period,
        student: shortName(i.student.name, i.student.last_name),
        amount: i.amount,
        line_items: i.line_items,
      })),
      boleta: await receiptBoletaOf(
        app.db,
        row.id,
        boletaRuntime(app.config, app.server).mode !== 'none',
      ),
    }
    return receipt
  }

  const receiptRoute = {
    config: { public: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
  }

  app.get(
    '/portal/receipts/:id',
    {
      ...receiptRoute,
      schema: {
        tags: ['portal'],
        summary: 'Comprobante de un pago, solo para el apoderado reconocido que lo pagó',
        security: portalProof,
        params: idParamsSchema,
        response: { 200: receiptSchema, ...errorAnswers(400, 404, 429) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return receiptFor(request, request.params.id)
    },
  )

  app.get(
    '/portal/receipts/:id/pdf',
    {
      ...receiptRoute,
      schema: {
        tags: ['portal'],
        summary: 'Comprobante de un pago en PDF, solo para el apoderado reconocido que lo pagó',
        security: portalProof,
        params: idParamsSchema,
        response: {
          200: fileAnswer('application/pdf', 'El comprobante en PDF'),
          ...errorAnswers(400, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const receipt = await receiptFor(request, request.params.id)
      const pdf = await receiptPdf(receipt, formatDate(receipt.paid_at))
      return reply
        .header('cache-control', 'no-store')
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="comprobante-${receipt.khipu_payment_id.replace(/[^\w-]/g, '')}.pdf"`,
        )
        .send(pdf)
    },
  )

  app.get(
    '/portal/receipts/:id/boleta',
    {
      ...receiptRoute,
      schema: {
        tags: ['portal'],
        summary:
          'La boleta del pago en PDF, como la emitió el proveedor, solo para el apoderado reconocido que lo pagó',
        security: portalProof,
        params: idParamsSchema,
        response: {
          200: fileAnswer('application/pdf', 'La boleta electrónica en PDF'),
          ...errorAnswers(400, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const receipt = await receiptFor(request, request.params.id)
      const { pdf, name } = await receiptBoletaPdf(app.db, receipt.id)
      return reply
        .header('cache-control', 'no-store')
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(pdf)
    },
  )
}

export default portalRoutes
