// Saves one section of the site whole (admins); the answer is the whole site, kept as the query.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminSiteSchema, type AdminSite, type SiteSection } from '#shared/contract/site.ts'
import { apiRequest } from '#app/lib/api-client.ts'
import { SITE_KEY } from './get-site.ts'

export function saveSiteSection(section: SiteSection, value: unknown): Promise<AdminSite> {
  return apiRequest(`/site/${section}`, { method: 'PUT', body: value, schema: adminSiteSchema })
}

export function useSaveSiteSection() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ section, value }: { section: SiteSection; value: unknown }) =>
      saveSiteSection(section, value),
    onSuccess: (site) => queryClient.setQueryData(SITE_KEY, site),
  })
}
