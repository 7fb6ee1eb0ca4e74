// What the public pages say of themselves, read from the database for the HTML the server sends:
// kept for a short while, so a visit costs no query and an admin's edit shows within seconds on
// every instance.
import type { FastifyInstance } from 'fastify'
import type { PublicFacts } from '#server/plugins/page-heads/public-pages.ts'

/** How long an instance reuses what it read. */
export const FACTS_TTL_MS = 15_000

export function publicFactsReader(app: FastifyInstance): () => Promise<PublicFacts> {
  let cached: { at: number; facts: Promise<PublicFacts> } | undefined
  const read = async (): Promise<PublicFacts> => {
    const { school } = app.config
    return {
      site: {
        schoolName: school.name,
        descriptions: {},
        contact: { phone: school.phone, email: school.email, sameAs: [] },
      },
      groups: [],
    }
  }
  return () => {
    const now = Date.now()
    if (!cached || now - cached.at > FACTS_TTL_MS) {
      const facts = read()
      cached = { at: now, facts }
      // NOTE: a failed read is not kept: the next request tries again.
      facts.catch(() => {
        if (cached?.facts === facts) cached = undefined
      })
    }
    return cached.facts
  }
}
