// The group a trial-class link names (`?grupo=<slug>`), read from the public schedule without
// signing in: its name, ages and whether places are left. Plain state, like the public documents.
import { useEffect, useState } from 'react'
import { z } from 'zod'
import { api } from '#app/lib/api-client.ts'

/** The fields of GET /api/public/schedule/{slug} this form uses. */
export const trialGroupSchema = z.object({
  name: z.string(),
  age_min: z.number().int().nullable(),
  age_max: z.number().int().nullable(),
  spots: z.enum(['available', 'few', 'full']).nullable(),
})
export type TrialGroup = z.infer<typeof trialGroupSchema>

/** The group, null while loading or when the link names none the schedule knows. */
export function useTrialGroup(slug: string | null): TrialGroup | null {
  const [found, setFound] = useState<{ slug: string; group: TrialGroup } | null>(null)
  useEffect(() => {
    if (!slug) return
    const abort = new AbortController()
    api
      .get(`/public/schedule/${encodeURIComponent(slug)}`, trialGroupSchema, {
        signal: abort.signal,
        auth: false,
      })
      .then(
        (group) => setFound({ slug, group }),
        () => undefined,
      )
    return () => abort.abort()
  }, [slug])
  // NOTE: an answer for another slug (the link changed) is not this link's group.
  return found && found.slug === slug ? found.group : null
}
