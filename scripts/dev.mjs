// `npm run dev`: the API server restarted on change (port 3000) and Vite's dev server with hot
// reload (port 5173, proxying /api to the API server).
import { spawn } from 'node:child_process'

const children = [
  spawn('npx', ['tsx', 'watch', 'src/server/server.ts'], { stdio: 'inherit' }),
  spawn('npx', ['vite', '--port', '5173'], { stdio: 'inherit' }),
]
const stop = () => children.forEach((child) => child.kill('SIGTERM'))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
children.forEach((child) => child.on('exit', stop))
