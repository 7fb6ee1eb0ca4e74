// What the OpenFactura simulator hands back for a document: a timbre as a PNG image (as
// OpenFactura's TIMBRE is) drawn from a digest of the document, and a one-page PDF written by hand
// (no pdfmake: a few lines of text in a standard font). Both say they are simulated.
import { createHash } from 'node:crypto'
import { deflateSync } from 'node:zlib'

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Buffer): number {
  let c = 0xffffffff
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function pngChunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(typed))
  return Buffer.concat([length, typed, crc])
}

/** A grey-scale PNG of bars, one per bit of the SHA-256 of `seed`: looks like a stamp, proves nothing. */
export function simulatedTimbre(seed: string): Buffer {
  const bits = createHash('sha256').update(seed).digest()
  const [width, height] = [256, 48]
  const row = Buffer.alloc(1 + width) // filter byte 0, then one byte per pixel
  for (let x = 0; x < width; x++) row[1 + x] = (bits[x >> 3]! >> (7 - (x & 7))) & 1 ? 0 : 255
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 0, 0, 0, 0], 8) // 8-bit grey, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

/** PDF string literal text: WinAnsi covers Spanish; anything else prints as '?'. */
const pdfText = (line: string) =>
  line.replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`)

/** A letter-size page with `lines` of text, the first as a title (at most 45 lines fit). */
export function simulatedPdf(title: string, lines: readonly string[]): Buffer {
  const content = [title, ...lines.slice(0, 44)]
    .map(
      (line, i) => `BT /F1 ${i === 0 ? 14 : 10} Tf 50 ${740 - i * 15} Td (${pdfText(line)}) Tj ET`,
    )
    .join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R ' +
      '/Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ]
  let pdf = '%PDF-1.4\n'
  const offsets = objects.map((object, i) => {
    const offset = Buffer.byteLength(pdf, 'latin1')
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`
    return offset
  })
  const xref = Buffer.byteLength(pdf, 'latin1')
  pdf +=
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(pdf, 'latin1')
}
