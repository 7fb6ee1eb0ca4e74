// The site's content as the editor shows it (admins): every section, the images it names and
// when each section was last saved.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { adminSiteSchema, type AdminSite } from '#shared/contract/site.ts'
import { api } from '#app/lib/api-client.ts'

export const SITE_KEY = ['site'] as const

export function getSite(signal?: AbortSignal): Promise<AdminSite> {
  return api.get('/site', adminSiteSchema, { signal })
}

export const siteQuery = () =>
  queryOptions({ queryKey: SITE_KEY, queryFn: ({ signal }) => getSite(signal) })

export function useSite() {
  return useQuery(siteQuery())
}
