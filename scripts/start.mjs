// `npm start`: build the PWA if needed, then run the server (TypeScript through tsx's loader).
import { register } from 'tsx/esm/api'
import { buildClientIfStale } from './client-build.mjs'

await buildClientIfStale()
register()
await import('../src/server/server.ts')
