// What an uncompressed PDF from pdfkit says, for tests: the text a reader's copy-and-paste or a
// screen reader gets, and which fonts it embeds. Each run of text is hex codes in TJ/Tj operators
// after a `/Fn size Tf`; an embedded font's codes are glyph ids that its /ToUnicode map turns back
// into characters (the standard fonts' codes are WinAnsi), in reading order.

interface PdfObjects {
  source: string
  all: string[]
  body: (ref: string) => string
}

function objects(pdf: Buffer): PdfObjects {
  const source = pdf.toString('latin1')
  const bodies = new Map<string, string>()
  for (const m of source.matchAll(/(?:^|\n)(\d+) 0 obj\n([\s\S]*?)\nendobj/g))
    bodies.set(m[1]!, m[2]!)
  return { source, all: [...bodies.values()], body: (ref) => bodies.get(ref) ?? '' }
}

// A ligature's entry holds its letters apart: '<0066 0069>' is 'fi'.
const utf16 = (hex: string) =>
  Buffer.from(hex.replace(/\s/g, ''), 'hex').swap16().toString('utf16le')

/** A /ToUnicode CMap (bfchar and bfrange entries) as code → text. */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>()
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const m of block[1]!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f\s]+)>/gi)) {
      map.set(parseInt(m[1]!, 16), utf16(m[2]!))
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const m of block[1]!.matchAll(
      /<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(\[[^\]]*\]|<[0-9a-f]+>)/gi,
    )) {
      const [from, to] = [parseInt(m[1]!, 16), parseInt(m[2]!, 16)]
      const targets = [...m[3]!.matchAll(/<([0-9a-f\s]+)>/gi)].map((t) => t[1]!)
      for (let code = from; code <= to; code++) {
        if (m[3]!.startsWith('[')) map.set(code, utf16(targets[code - from] ?? ''))
        else map.set(code, String.fromCodePoint(parseInt(targets[0]!, 16) + code - from))
      }
    }
  }
  return map
}

/** Each page font name ('F1') → how to read its codes. */
function fontDecoders(pdf: PdfObjects): Map<string, (hex: string) => string> {
  const decoders = new Map<string, (hex: string) => string>()
  for (const fonts of pdf.source.matchAll(/\/Font <<([^>]*)>>/g)) {
    for (const [, name, ref] of fonts[1]!.matchAll(/\/(\w+) (\d+) 0 R/g)) {
      const unicodeRef = /\/ToUnicode (\d+) 0 R/.exec(pdf.body(ref!))?.[1]
      if (!unicodeRef) {
        decoders.set(name!, (hex) => Buffer.from(hex, 'hex').toString('latin1'))
        continue
      }
      const map = toUnicode(pdf.body(unicodeRef))
      decoders.set(name!, (hex) =>
        (hex.match(/.{4}/g) ?? []).map((code) => map.get(parseInt(code, 16)) ?? '\uFFFD').join(''),
      )
    }
  }
  return decoders
}

export function pdfText(pdf: Buffer): string {
  const objs = objects(pdf)
  const decoders = fontDecoders(objs)
  let decode = (hex: string) => Buffer.from(hex, 'hex').toString('latin1')
  const runs: string[] = []
  const ops = /\/(\w+) [\d.]+ Tf|\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]+)>\s*Tj/g
  for (const op of objs.source.matchAll(ops)) {
    if (op[1]) {
      decode = decoders.get(op[1]) ?? decode
      continue
    }
    const hexes = op[2] ? [...op[2].matchAll(/<([0-9a-fA-F]+)>/g)].map((m) => m[1]!) : [op[3]!]
    runs.push(hexes.map(decode).join(''))
  }
  return runs.join('')
}

/** The base names of the fonts embedded as font files ('Roboto-Regular'), without subset tags. */
export function embeddedFonts(pdf: Buffer): string[] {
  const objs = objects(pdf)
  const names = new Set<string>()
  for (const body of objs.all.filter((b) => b.includes('/Type /FontDescriptor'))) {
    const name = /\/FontName \/(?:[A-Z]{6}\+)?([\w-]+)/.exec(body)?.[1]
    const file = /\/FontFile[23]? (\d+) 0 R/.exec(body)?.[1]
    if (name && file && objs.body(file).includes('stream')) names.add(name)
  }
  return [...names].sort()
}
