// Owns the protective HTTP layer: helmet headers with a strict CSP ('self' only, no inline
// scripts; an analytics origin only when configured), HSTS when the user is on HTTPS, and a generous
// global rate limit: per signed-in staff member, else per IP, counted in this instance's memory.
// Routes with a stricter `config.rateLimit` are counted in the database (rate-limit-store.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import helmet from '@fastify/helmet'
import rateLimit from '@fastify/rate-limit'
import { verifyAccessToken } from '#server/credentials/access-token.ts'
import type { Db } from '#server/db/client.ts'
import { HttpError } from '#server/http-error.ts'
import { bearerToken } from './auth.ts'
import { AFTER_PAINT_CSP } from './page-heads/after-paint.ts'
import { sharedRouteLimits } from './rate-limit-store.ts'
import { isBuildFileRequest } from './static.ts'

/**
 * Whether the user reaches the server over HTTPS: PUBLIC_URL says so, or the request came over
 * TLS (the server's own, or a trusted proxy's X-Forwarded-Proto: Fastify reads that header only
 * with TRUST_PROXY). Secure cookies and HSTS follow it.
 * NOTE: never the Host header: a proxy forwards `Host: 127.0.0.1:3000`, and a client picks its own.
 */
export function isSecureRequest(request: FastifyRequest): boolean {
  const publicUrl = request.server.config.publicUrl
  return request.protocol === 'https' || /^https:\/\//i.test(publicUrl ?? '')
}

function originsOf(values: string[]): string[] {
  return values.flatMap((value) => {
    try {
      return [new URL(value).origin]
    } catch {
      return []
    }
  })
}

export interface SecurityOptions {
  analytics: Record<string, string>
  rateLimitPerMinute: number
  jwtSecret: string
  /** Where the routes' own limits are counted, shared by every instance. */
  db: Db
}

/**
 * NOTE: a teacher's phone replays a day of offline changes in one burst, and a school's phones
 * share one Wi-Fi address; so signed-in staff (a token that verifies) are counted per person with
 * a larger allowance, and only anonymous traffic per IP.
 */
export const STAFF_RATE_LIMIT_FACTOR = 6

async function securityPlugin(app: FastifyInstance, options: SecurityOptions) {
  const analyticsOrigins = originsOf(Object.values(options.analytics))
  await app.register(helmet, {
    // NOTE: Ionic components set inline style attributes, so styles allow 'unsafe-inline';
    // scripts never do.
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", AFTER_PAINT_CSP, ...analyticsOrigins],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', ...analyticsOrigins],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...analyticsOrigins],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    hsts: false,
  })
  app.addHook('onSend', async (request, reply) => {
    if (isSecureRequest(request)) {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains')
    }
  })
  await app.register(rateLimit, {
    global: true,
    store: sharedRouteLimits(options.db),
    keyGenerator: async (request) => {
      const token = bearerToken(request)
      const claims = token ? await verifyAccessToken(options.jwtSecret, token) : null
      return claims ? `staff:${claims.sub}` : `ip:${request.ip}`
    },
    max: (_request, key) =>
      key.startsWith('staff:')
        ? options.rateLimitPerMinute * STAFF_RATE_LIMIT_FACTOR
        : options.rateLimitPerMinute,
    timeWindow: '1 minute',
    allowList: isBuildFileRequest,
    errorResponseBuilder: () => new HttpError(429, 'TOO_MANY_REQUESTS'),
  })
}

export default fp(securityPlugin, { name: 'security' })
