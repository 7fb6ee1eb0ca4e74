// The school's public site content (GET /public/site), fetched once per visit and shared by the
// home page, the other public pages and the footer. A plain fetch, not the app's api client: the
// home page ships in the guardians' first load, which cannot carry zod; the server already answers
// a complete site merged over the defaults.
import { useEffect, useState } from 'react'
import type { PublicSite, SiteImage } from '#shared/contract/site.ts'

let pending: Promise<PublicSite | null> | undefined

export function getPublicSite(): Promise<PublicSite | null> {
  pending ??= fetch('/api/public/site', { headers: { Accept: 'application/json' } })
    .then((response) => (response.ok ? (response.json() as Promise<PublicSite>) : null))
    .catch(() => null)
    .then((site) => {
      // A failed read leaves the defaults on screen; the next page tries again.
      if (!site) pending = undefined
      return site
    })
  return pending
}
/** The site's content once it arrives; null until then (pages show their defaults meanwhile). */
export function usePublicSite(): PublicSite | null {
  const [site, setSite] = useState<PublicSite | null>(null)
  useEffect(() => {
    let live = true
    void getPublicSite().then((loaded) => live && setSite(loaded))
    return () => {
      live = false
    }
  }, [])
  return site
}

/** The image an id names in the site's answer, if any. */
export const siteImage = (site: PublicSite | null, id: string | null): SiteImage | undefined =>
  (id && site?.images[id]) || undefined
