// A group's address on the public site (`/trial-class?grupo=<slug>`, the schedule's links): made
// from its name, so the same name gives the same slug on the server and in the browser.

/** 'Niños Avanzados (sábado)' → 'ninos-avanzados-sabado'. */
export function groupSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/**
 * Every group's slug, in the order given (oldest first): a name's first group gets the bare slug,
 * later groups with the same one get '-2', '-3'… so each link names one group.
 */
export function groupSlugs(list: readonly { id: string; name: string }[]): Map<string, string> {
  const taken = new Set<string>()
  const slugs = new Map<string, string>()
  for (const group of list) {
    const base = groupSlug(group.name) || 'grupo'
    let slug = base
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`
    taken.add(slug)
    slugs.set(group.id, slug)
  }
  return slugs
}
