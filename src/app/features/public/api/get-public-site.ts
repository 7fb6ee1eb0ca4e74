// The school's public site content (GET /public/site), read once per visit and shared by the
// home page, the other public pages and the footer. A plain fetch, not the app's api client: the
// home page ships in the guardians' first load, which cannot carry zod (nor many bytes); the
// server already answers a complete site merged over the defaults.
import { useEffect, useState } from 'react'
import type { PublicSite } from '#shared/contract/site.ts'
import { primedAnswer } from '#app/lib/public-answers.ts'

const PATH = '/public/site'
let pending: Promise<PublicSite | null> | undefined

/**
 * The site's content: at once on a page the server painted with it (lib/public-answers.ts), else
 * null until it arrives, or if it cannot be read (pages show their defaults).
 */
export function usePublicSite(): PublicSite | null {
  const [site, setSite] = useState(() => primedAnswer<PublicSite>(PATH) ?? null)
  useEffect(() => {
    if (site) {
      // NOTE: the footer and the page share it: later readers get the same answer.
      pending ??= Promise.resolve(site)
      return
    }
    pending ??= fetch(`/api${PATH}`).then(
      (response) => (response.ok ? (response.json() as Promise<PublicSite>) : null),
      () => null,
    )
    void pending.then(setSite)
  }, [site])
  return site
}

/** A new visit (tests): the next reader asks again. */
export function forgetPublicSite(): void {
  pending = undefined
}
