// Where the current school's families are sent (personal links, waiting-list offers, Khipu's
// return and notification, the receipt named in a boleta's e-mail): https:// and the first host
// the school was given. A school without a host (a single-school deployment) has none here: its
// links keep coming from PUBLIC_URL.
import { asc, eq } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { currentSchool } from '#server/db/school-context.ts'
import { schoolDomains } from '#server/db/schema.ts'

/** Without a trailing slash, or null when the school has no host of its own. */
export async function schoolAddress(db: Db): Promise<string | null> {
  const schoolId = currentSchool()
  if (!schoolId) return null
  const [first] = await db
    .select({ host: schoolDomains.host })
    .from(schoolDomains)
    .where(eq(schoolDomains.school_id, schoolId))
    .orderBy(asc(schoolDomains.created_at), asc(schoolDomains.host))
    .limit(1)
  return first ? `https://${first.host}` : null
}
