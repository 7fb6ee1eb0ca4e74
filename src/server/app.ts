// Builds the Fastify app: external plugins, then the app's own plugins, then one route module
// per resource under /api, then the built PWA. The caller supplies config and an open database.
import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify'
import cookie from '@fastify/cookie'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import authPlugin from '#server/plugins/auth.ts'
import compressionPlugin from '#server/plugins/compression.ts'
import schoolHostPlugin from '#server/plugins/school-host.ts'
import dbPlugin from '#server/plugins/db.ts'
import docsPlugin from '#server/plugins/docs.ts'
import errorsPlugin, { handleError } from '#server/plugins/errors.ts'
import securityPlugin from '#server/plugins/security.ts'
import staticPlugin from '#server/plugins/static.ts'
import { publicFactsReader } from '#server/public-facts/public-facts-data.ts'
import boletasRoutes from '#server/boletas/boletas-routes.ts'
import auditRoutes from '#server/audit/audit-routes.ts'
import authRoutes from '#server/auth/auth-routes.ts'
import healthRoutes from '#server/health/health-routes.ts'
import meRoutes from '#server/auth/me-routes.ts'
import classesRoutes from '#server/classes/classes-routes.ts'
import documentsRoutes from '#server/documents/documents-routes.ts'
import enquiriesRoutes from '#server/enquiries/enquiries-routes.ts'
import waitlistRoutes from '#server/enquiries/waitlist-routes.ts'
import holidaysRoutes from '#server/holidays/holidays-routes.ts'
import remindersRoutes from '#server/reminders/reminders-routes.ts'
import invoicesRoutes from '#server/invoices/invoices-routes.ts'
import paymentsRoutes from '#server/payments/payments-routes.ts'
import portalRoutes from '#server/portal/portal-routes.ts'
import peopleRoutes from '#server/people/people-routes.ts'
import eraseRoutes from '#server/privacy/erase-routes.ts'
import pricesRoutes from '#server/prices/prices-routes.ts'
import privacyRoutes from '#server/privacy/privacy-routes.ts'
import scheduleRoutes from '#server/schedule/schedule-routes.ts'
import syncRoutes from '#server/sync/sync-routes.ts'
import siteRoutes, { siteImageFiles } from '#server/site/site-routes.ts'
import { APP_VERSION } from '#server/version.ts'
import { schoolSettingsStore } from '#server/schools/school-settings.ts'
import { requestLogSerializers } from '#server/log-redaction.ts'

export interface BuildAppOptions {
  config: Config
  db: Db
  logger?: FastifyServerOptions['logger']
  /** Sees every route as it is added, before any plugin (tests list the routes with it). */
  onRoute?: (route: RouteOptions) => void
}

export const BODY_LIMIT_BYTES = 1024 * 1024

export async function buildApp({ config, db, logger = false, onRoute }: BuildAppOptions) {
  if (!config.jwtSecret) throw new Error('no JWT secret: take the config through withStoredSecrets')
  const app = Fastify({
    // NOTE: every logger gets the redacting request serializer, so no caller can forget it.
    logger:
      logger && typeof logger === 'object'
        ? { ...logger, serializers: { ...requestLogSerializers, ...logger.serializers } }
        : logger,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: handleError,
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  if (onRoute) app.addHook('onRoute', onRoute)

  await app.register(cookie)
  // NOTE: before any route: the plugin hooks into each route as it is added.
  await app.register(compressionPlugin)
  await app.register(errorsPlugin)
  // NOTE: before every other hook: they, the handlers and their queries run in the host's school.
  await app.register(schoolHostPlugin, { db, settings: schoolSettingsStore(config, db) })
  await app.register(securityPlugin, {
    analytics: config.analytics,
    rateLimitPerMinute: config.rateLimitPerMinute,
    jwtSecret: config.jwtSecret,
    db,
  })
  await app.register(docsPlugin, { version: APP_VERSION })
  await app.register(dbPlugin, { db, config })
  await app.register(authPlugin, { db, jwtSecret: config.jwtSecret })

  const publicFacts = publicFactsReader(app)
  // NOTE: before the routes, so it sees every answer. A write may change what a public page
  // shows (its content, a group, a price, a place taken): the next page painted reads afresh.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
      publicFacts.forget(request.schoolId)
    }
  })

  const api = { prefix: '/api' }
  await app.register(healthRoutes, api)
  await app.register(authRoutes, api)
  await app.register(meRoutes, api)
  await app.register(auditRoutes, api)
  await app.register(peopleRoutes, api)
  await app.register(classesRoutes, api)
  await app.register(pricesRoutes, api)
  await app.register(invoicesRoutes, api)
  await app.register(paymentsRoutes, api)
  await app.register(boletasRoutes, api)
  await app.register(portalRoutes, api)
  await app.register(syncRoutes, api)
  await app.register(remindersRoutes, api)
  await app.register(enquiriesRoutes, api)
  await app.register(waitlistRoutes, api)
  await app.register(holidaysRoutes, api)
  await app.register(documentsRoutes, api)
  await app.register(privacyRoutes, api)
  await app.register(eraseRoutes, api)
  await app.register(scheduleRoutes, api)
  await app.register(siteRoutes, api)
  // NOTE: before the PWA's catch-all: an image's exact route wins over its `/*`.
  await app.register(siteImageFiles)

  await app.register(staticPlugin, { clientDir: config.clientDir, publicFacts })
  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
