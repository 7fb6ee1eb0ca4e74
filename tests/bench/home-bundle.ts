// Gzip size of the JavaScript on the public home page's critical path: the entry script and every
// module it preloads, as listed in the built index.html (lazy chunks are not counted).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

export interface BundleFigure {
  files: Array<{ file: string; gzipBytes: number }>
  totalGzipBytes: number
}

export function homePageJs(distDir: string): BundleFigure {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8')
  const refs = [
    ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ].map((match) => match[1] ?? '')
  const files = [...new Set(refs)].map((ref) => ({
    file: ref,
    gzipBytes: gzipSync(readFileSync(join(distDir, ref))).length,
  }))
  return { files, totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) }
}
