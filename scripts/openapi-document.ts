// Writes the API's OpenAPI document (what GET /api/docs/json serves) to the file named on the
// command line, or to stdout, without opening a port: `npm run lint:api` lints that file.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { buildApp } from '#server/app.ts'
import { loadConfig } from '#server/config.ts'
import { openPglite } from '#server/db/client.ts'

const database = await openPglite('memory://')
// The app reads its tables while it is built (the demo simulator's folios), as at any start.
await database.migrate()
const config = { ...loadConfig(), jwtSecret: 'only-to-build-the-document-not-to-sign-anything' }
const app = await buildApp({ config, db: database.db })
await app.ready()
const document = JSON.stringify(app.swagger(), null, 2)
await app.close()
await database.close()

const target = process.argv[2]
if (target) {
  mkdirSync(dirname(target), { recursive: true })
  writeFileSync(target, `${document}\n`)
} else process.stdout.write(`${document}\n`)
