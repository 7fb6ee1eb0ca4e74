// The portal answers under /api/portal. Apps installed before that still call the old paths, so
// each such route is declared once and registered at both: the old path is marked deprecated in
// the OpenAPI document and counts against the same rate limit (one `groupId`, one counter).

/** The paths of one route: first its /portal path, then its deprecated old one. */
export function withOldPath(url: string, oldUrl: string) {
  return [
    { url, deprecated: undefined },
    { url: oldUrl, deprecated: true },
  ] as const
}

/** A per-minute limit the route's paths share: each path counts against the one budget. */
export function sharedLimit(name: string, max: number) {
  return { max, timeWindow: '1 minute', groupId: `portal:${name}` }
}
