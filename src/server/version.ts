// The app version reported by /api/health and the OpenAPI document: package.json's version.
import { readFileSync } from 'node:fs'

const packageJson = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
) as { version?: string }

export const APP_VERSION = packageJson.version ?? '0.0.0'
