// The school's public site content (GET /public/site), fetched once per visit and shared by the
// home page, the other public pages and the footer. A plain fetch, not the app's api client: the
// home page ships in the guardians' first load, which cannot carry zod (nor many bytes); the
// server already answers a complete site merged over the defaults.
import { useEffect, useState } from 'react'
import type { PublicSite } from '#shared/contract/site.ts'

let pending: Promise<PublicSite | null> | undefined

/** The site's content once it arrives; null until then, or if it cannot be read (pages show their defaults). */
export function usePublicSite(): PublicSite | null {
  const [site, setSite] = useState<PublicSite | null>(null)
  useEffect(() => {
    pending ??= fetch('/api/public/site').then(
      (response) => (response.ok ? (response.json() as Promise<PublicSite>) : null),
      () => null,
    )
    void pending.then(setSite)
  }, [])
  return site
}
