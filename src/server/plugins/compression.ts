// Compresses every answer made per request (brotli or gzip, as the client asks): API lists (the
// 2,000-student list is ~320 KB of JSON), the offline store's pull, index.html with its tags. Bodies
// under 1 KB go out as they are. The build's files are compressed once at build time and served
// with their Content-Encoding (static.ts), which this plugin leaves alone.
import compress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

async function compression(app: FastifyInstance) {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    // NOTE: request bodies are not inflated: clients send plain JSON, and the body limit stays a
    // limit on what the server reads.
    globalDecompression: false,
  })
}

export default fp(compression, { name: 'compression' })
