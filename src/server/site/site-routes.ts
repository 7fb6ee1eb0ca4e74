// The public site's content: GET /public/site (anyone: the site as visitors see it), GET /site
// and PUT /site/{section} (admins: the editor's view, and saving one section whole, audited),
// POST /site/images (admins: the raw bytes of a JPEG, PNG or WebP photo, up to 8 MB), and the
// stored images themselves under /site-images/ (anyone, cached for a year: the name is a hash).
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ADMIN_ROLES } from '#shared/roles.ts'
import {
  SITE_SECTION_SCHEMAS,
  adminSiteSchema,
  publicSiteSchema,
  siteImageSchema,
  siteSectionBodySchema,
  siteSectionParamsSchema,
  type SiteSections,
} from '#shared/contract/site.ts'
import { siteMessages as m } from '#shared/i18n/site.ts'
import { adminErrors, bearerAuth, errorAnswers, fileAnswer, writeErrors } from '#server/openapi.ts'
import { HttpError } from '#server/http-error.ts'
import { handleError } from '#server/plugins/errors.ts'
import { zodIssuesDetail } from '#server/validation-detail.ts'
import { runWrite } from '#server/writes.ts'
import { adminSite, publicSite, saveSection } from './site-data.ts'
import { IMAGE_MAX_BYTES, imageFile, processImage, storeImage } from './site-images-data.ts'

const tags = ['site']
const IMMUTABLE = 'public, max-age=31536000, immutable'

const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const admins = app.requireRole(...ADMIN_ROLES)

  app.get(
    '/public/site',
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          'Sitio público: los textos, instructores (solo quienes aceptaron aparecer), equipo, asociaciones y contacto de la escuela',
        response: { 200: publicSiteSchema, ...errorAnswers(429) },
      },
    },
    async () => publicSite(app.db),
  )

  app.get(
    '/site',
    {
      onRequest: admins,
      schema: {
        tags,
        summary: 'Editor del sitio: cada sección tal como está guardada (o su texto inicial)',
        security: bearerAuth,
        response: { 200: adminSiteSchema, ...adminErrors },
      },
    },
    async () => adminSite(app.db),
  )

  app.put(
    '/site/:section',
    {
      onRequest: admins,
      schema: {
        tags,
        summary: 'Guardar una sección del sitio completa (queda registrado quién la cambió)',
        security: bearerAuth,
        params: siteSectionParamsSchema,
        body: siteSectionBodySchema,
        response: { 200: adminSiteSchema, ...writeErrors },
      },
    },
    (request, reply) => {
      const { section } = request.params
      // The body fits one of the sections; it must be the one in the path.
      const parsed = SITE_SECTION_SCHEMAS[section].safeParse(request.body)
      if (!parsed.success) {
        const fitsAnother = Object.values(SITE_SECTION_SCHEMAS).some(
          (schema) => schema.safeParse(request.body).success,
        )
        throw new HttpError(400, 'VALIDATION_ERROR', {
          detail: fitsAnother ? m.sectionMismatch : zodIssuesDetail(parsed.error.issues),
        })
      }
      const value = parsed.data as SiteSections[typeof section]
      return runWrite(request, reply, (ctx) => saveSection(ctx, section, value))
    },
  )

  await app.register(imageUploadRoute)
}

/** Its own scope: only this route reads a raw body (any content type, up to 8 MB). */
const imageUploadRoute: FastifyPluginAsyncZod = async (app) => {
  const admins = app.requireRole(...ADMIN_ROLES)
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: IMAGE_MAX_BYTES },
    (_request, body, done) => done(null, body),
  )
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return handleError(
        new HttpError(413, 'IMAGE_TOO_LARGE', { detail: m.imageTooLarge(8) }) as never,
        request,
        reply,
      )
    }
    return handleError(error, request, reply)
  })

  app.post(
    '/site/images',
    {
      onRequest: admins,
      bodyLimit: IMAGE_MAX_BYTES,
      schema: {
        tags,
        summary:
          'Subir una foto para el sitio: el archivo tal cual (JPEG, PNG o WebP, hasta 8 MB, al menos 200 px de ancho) con su Content-Type; se guarda en WebP, sin metadatos, en 1600 y 640 px de ancho',
        security: bearerAuth,
        response: { 201: siteImageSchema, ...writeErrors, ...errorAnswers(413) },
      },
    },
    async (request, reply) => {
      const body: unknown = request.body
      if (!Buffer.isBuffer(body)) {
        throw new HttpError(400, 'IMAGE_NOT_AN_IMAGE', { detail: m.imageNotAnImage })
      }
      // Decoding is slow: done before the transaction opens.
      const image = await processImage(body)
      return runWrite(request, reply, async ({ tx, actorId, audit }) => {
        const stored = await storeImage(tx, image, actorId)
        await audit({
          action: 'create',
          entity: 'site_image',
          entityId: stored.id,
          before: null,
          after: { hash: image.hash, width: stored.width, height: stored.height },
        })
        return { status: 201, body: stored }
      })
    },
  )
}

/** GET /site-images/{hash}.webp and /site-images/{hash}-640.webp: outside /api, before the PWA. */
export const siteImageFiles: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/site-images/:file',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Una foto del sitio (WebP), por el hash de sus bytes: se guarda en caché un año',
        params: z.object({ file: z.string().max(200) }),
        response: { 200: fileAnswer('image/webp', 'La foto'), ...errorAnswers(404) },
      },
    },
    async (request, reply) => {
      const file = await imageFile(app.db, request.params.file)
      if (!file) throw new HttpError(404, 'NOT_FOUND')
      const etag = `"${file.hash}"`
      reply.header('cache-control', IMMUTABLE).header('etag', etag)
      if (request.headers['if-none-match'] === etag) return (reply as FastifyReply).code(304).send()
      return reply.type(file.contentType).send(file.bytes)
    },
  )
}

export default siteRoutes
