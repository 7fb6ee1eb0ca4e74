// What a page's HTML says about it before any script runs: its title, description, canonical
// address, Open Graph and Twitter card (WhatsApp and Facebook read these for a link's preview) and
// schema.org data for search engines. Pure functions; public-pages.ts decides what each path says.

export interface PageImage {
  /** An absolute URL, or a path on this site. */
  url: string
  width?: number
  height?: number
  alt?: string
}

export interface PageHead {
  /** The whole title, as the browser tab shows it. */
  title: string
  description: string
  /** The page's canonical path on this site. */
  path: string
  image?: PageImage
  /** Not for search engines (a guardian's or staff page). */
  noindex?: boolean
  /** schema.org objects, each written as its own JSON-LD script. */
  jsonLd?: readonly Record<string, unknown>[]
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** JSON safe inside a <script>: no `</script>`, no HTML comment, no line separators. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')

/**
 * `path` made absolute against `origin` (an absolute URL is kept); as it is without an origin
 * (a production server that knows no address of its own: relative, never the request's Host).
 */
export const absoluteUrl = (origin: string | null, path: string) =>
  origin ? new URL(path, origin).href : path

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`

/**
 * The tags of `head`, for the HTML of `origin` (`https://escuela.cl`) and the school `siteName`.
 * Without an origin the page names no canonical address and no `og:url`: both must be absolute.
 */
export function headTags(head: PageHead, origin: string | null, siteName: string): string {
  const url = origin ? absoluteUrl(origin, head.path) : null
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex
      ? meta('name', 'robots', 'noindex')
      : url
        ? `<link rel="canonical" href="${escapeHtml(url)}">`
        : '',
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:locale', 'es_CL'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    url ? meta('property', 'og:url', url) : '',
  ].filter(Boolean)
  if (head.image) {
    tags.push(meta('property', 'og:image', absoluteUrl(origin, head.image.url)))
    if (head.image.width) tags.push(meta('property', 'og:image:width', String(head.image.width)))
    if (head.image.height) tags.push(meta('property', 'og:image:height', String(head.image.height)))
    if (head.image.alt) tags.push(meta('property', 'og:image:alt', head.image.alt))
  }
  tags.push(meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'))
  for (const data of head.jsonLd ?? []) {
    tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`)
  }
  return tags.join('')
}

/**
 * index.html without the title and description the build wrote: each page's own go in their
 * place (`withHead`). A page without them keeps the build's.
 */
export interface IndexTemplate {
  before: string
  after: string
}

const BUILD_HEAD = [/<title>[\s\S]*?<\/title>/i, /<meta\s+name="description"[^>]*>/i]

export function indexTemplate(html: string): IndexTemplate {
  const stripped = BUILD_HEAD.reduce((text, pattern) => text.replace(pattern, ''), html)
  const at = stripped.search(/<\/head>/i)
  if (at < 0) return { before: stripped, after: '' }
  return { before: stripped.slice(0, at), after: stripped.slice(at) }
}

export const withHead = ({ before, after }: IndexTemplate, tags: string) => before + tags + after
