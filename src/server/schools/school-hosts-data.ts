// Which school a host name belongs to. Read on every request, so kept in memory for a few
// seconds: a school added, suspended or given a new domain by the operator is seen by every
// instance within HOSTS_TTL_MS.
import { eq } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { schoolDomains, schools } from '#server/db/schema.ts'

export const HOSTS_TTL_MS = 5_000

export type SchoolOfHost =
  { kind: 'school'; schoolId: string } | { kind: 'suspended' } | { kind: 'unknown' }

interface Hosts {
  byHost: Map<string, { schoolId: string; active: boolean }>
  /** The one school of a deployment whose schools have no domain yet: it answers every host. */
  only: { schoolId: string; active: boolean } | null
}

async function readHosts(db: Db): Promise<Hosts> {
  const [domains, all] = await Promise.all([
    db
      .select({ host: schoolDomains.host, schoolId: schools.id, status: schools.status })
      .from(schoolDomains)
      .innerJoin(schools, eq(schools.id, schoolDomains.school_id)),
    db.select({ schoolId: schools.id, status: schools.status }).from(schools).limit(2),
  ])
  const byHost = new Map(
    domains.map((row) => [row.host, { schoolId: row.schoolId, active: row.status === 'active' }]),
  )
  const single = domains.length === 0 && all.length === 1 ? all[0]! : null
  return {
    byHost,
    only: single && { schoolId: single.schoolId, active: single.status === 'active' },
  }
}

/** A host name as stored: lower case, without a port or a final dot. */
export function normalHost(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '')
}

export interface SchoolHosts {
  schoolOf(host: string): Promise<SchoolOfHost>
  /** Reads the table again on the next request (after the operator changed it here). */
  forget(): void
}

/** Finds the school of a request's host, from a copy of the table at most HOSTS_TTL_MS old. */
export function schoolHosts(db: Db, ttlMs = HOSTS_TTL_MS): SchoolHosts {
  let cached: { at: number; hosts: Promise<Hosts> } | undefined
  const hosts = () => {
    const now = Date.now()
    if (!cached || now - cached.at > ttlMs) {
      const read = readHosts(db)
      cached = { at: now, hosts: read }
      read.catch(() => {
        if (cached?.hosts === read) cached = undefined
      })
    }
    return cached.hosts
  }
  return {
    async schoolOf(host: string): Promise<SchoolOfHost> {
      const { byHost, only } = await hosts()
      const found = byHost.get(normalHost(host)) ?? only
      if (!found) return { kind: 'unknown' }
      return found.active ? { kind: 'school', schoolId: found.schoolId } : { kind: 'suspended' }
    },
    forget() {
      cached = undefined
    },
  }
}
