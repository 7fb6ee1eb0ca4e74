// Owns who is calling: verifies the bearer access token, loads the user row on every request
// (so deactivation and logout take effect at once) and provides `app.requireRole(...)`, the
// onRequest guard every /api route must use unless declared `config: { public: true }`.
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import { eq, sql, type Placeholder } from 'drizzle-orm'
import { isStaffRole, type StaffRole } from '#shared/roles.ts'
import type { SessionUser } from '#shared/contract/auth.ts'
import { verifyAccessToken } from '#server/credentials/access-token.ts'
import type { Db } from '#server/db/client.ts'
import { personWithEmail } from '#server/db/person-ref.ts'
import { refreshTokens, users } from '#server/db/schema.ts'
import { HttpError } from '#server/http-error.ts'

/** SQL condition: the family `sid` still has a live (unrevoked, unexpired) refresh token. */
const familyIsLive = (sid: string | Placeholder) =>
  sql`exists (select 1 from ${refreshTokens} where ${refreshTokens.family_id} = ${sid} and ${refreshTokens.revoked_at} is null and ${refreshTokens.expires_at} > now())`

export interface AuthContext {
  user: SessionUser
  /** The refresh-token family of this session. */
  sid: string
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null
  }
  interface FastifyInstance {
    requireRole(...roles: StaffRole[]): onRequestAsyncHookHandler
  }
  interface FastifyContextConfig {
    /** Reachable without a session (login, refresh, logout, health, public portal). */
    public?: boolean
    /** Reachable while the user still has to change a temporary password. */
    allowPendingPasswordChange?: boolean
  }
}

const GUARD = Symbol('auth-guard')

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization
  if (!header) return null
  const [scheme, token] = header.split(' ')
  return scheme?.toLowerCase() === 'bearer' && token ? token : null
}

/** The columns of users that make the contract's session user (SessionUser). */
export const sessionUserColumns = {
  ...personWithEmail(users),
  role: users.role,
  must_change_password: users.must_change_password,
}

function prepareSessionQuery(db: Db) {
  return db
    .select({
      ...sessionUserColumns,
      active: users.active,
      live: familyIsLive(sql.placeholder('sid')).mapWith(Boolean),
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('sub')))
    .prepare('auth_session')
}

// NOTE: prepared once per database: this runs on every request, and building the query again
// each time cost more than running it on PGlite.
const sessionQueries = new WeakMap<Db, ReturnType<typeof prepareSessionQuery>>()

/** The session behind the request's bearer token, or null when there is none or it is not valid. */
export async function resolveSession(
  db: Db,
  secret: string,
  request: FastifyRequest,
): Promise<AuthContext | null> {
  const token = bearerToken(request)
  const claims = token ? await verifyAccessToken(secret, token) : null
  if (!claims) return null
  let query = sessionQueries.get(db)
  if (!query) sessionQueries.set(db, (query = prepareSessionQuery(db)))
  const [row] = await query.execute({ sub: claims.sub, sid: claims.sid })
  if (!row || !row.active || !row.live || !isStaffRole(row.role)) return null
  const { active: _active, live: _live, ...user } = row
  return { user: { ...user, role: row.role, email: user.email ?? '' }, sid: claims.sid }
}

async function authPlugin(app: FastifyInstance, options: { db: Db; jwtSecret: string }) {
  app.decorateRequest('auth', null)

  app.decorate('requireRole', (...roles: StaffRole[]) => {
    const guard: onRequestAsyncHookHandler = async (request) => {
      const session = await resolveSession(options.db, options.jwtSecret, request)
      if (!session) {
        const code = bearerToken(request) ? 'TOKEN_INVALID' : 'UNAUTHORIZED'
        throw new HttpError(401, code, { headers: { 'www-authenticate': 'Bearer' } })
      }
      request.auth = session
      const config = request.routeOptions.config
      if (session.user.must_change_password && !config.allowPendingPasswordChange) {
        throw new HttpError(403, 'PASSWORD_CHANGE_REQUIRED')
      }
      if (!roles.includes(session.user.role)) throw new HttpError(403, 'FORBIDDEN')
    }
    return Object.assign(guard, { [GUARD]: true })
  })

  // NOTE: a route without a guard is a hole; refuse to start rather than serve it.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') || route.url.startsWith('/api/docs')) return
    if (route.config?.public) return
    const handlers = [route.onRequest ?? []].flat()
    if (!handlers.some((handler) => GUARD in handler)) {
      throw new Error(`Route ${route.method} ${route.url} has no requireRole guard`)
    }
  })
}

export default fp(authPlugin, { name: 'auth' })

/** The session of a guarded route (the guard has already run). */
export function sessionOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new HttpError(401, 'UNAUTHORIZED')
  return request.auth
}
