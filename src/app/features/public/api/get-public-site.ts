// The school's public site content (GET /public/site), fetched once per visit and shared by the
// home page, the other public pages and the footer. Not parsed with zod: the home page ships in
// the first load, and the server already answers a complete site merged over the defaults.
import { useEffect, useState } from 'react'
import type { PublicSite, SiteImage } from '#shared/contract/site.ts'
import { apiRequest } from '#app/lib/api-client.ts'

let pending: Promise<PublicSite | null> | undefined

export function getPublicSite(): Promise<PublicSite | null> {
  pending ??= apiRequest<PublicSite>('/public/site', { auth: false }).catch(() => {
    // A failed read leaves the defaults on screen; the next page tries again.
    pending = undefined
    return null
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
