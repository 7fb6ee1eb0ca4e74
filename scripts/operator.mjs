// `npm run operator -- <command>`: the platform operator's commands (src/server/operator.ts).
import { register } from 'tsx/esm/api'

register()
const { operatorMain } = await import('../src/server/operator.ts')
process.exitCode = await operatorMain(process.argv.slice(2))
