// Compresses responses (brotli or gzip, as the client asks) so long lists stay quick on the
// school's Wi-Fi: the 2,000-student list is ~320 KB of JSON. Bodies under 1 KB go out as they are;
// files that already carry a Content-Encoding (the gzipped client build) are left alone.
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
