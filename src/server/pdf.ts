// PDFs made on the server with pdfmake (receipts, signed documents). Fonts are embedded (pdfkit
// keeps only the glyphs used): Roboto, which pdfmake ships, for Latin, Latin Extended and
// Vietnamese ('Łucja Zoë Nguyễn Đặng'), and Noto Sans SC for the Chinese and Japanese characters
// of a name ('王芳'), chosen run by run.
import { createRequire } from 'node:module'
import type PdfPrinter from 'pdfmake'
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js'

// NOTE: a path, not a Buffer: pdfkit reads the 10 MB file only for a PDF with such a name.
const notoSansSc = (file: string) =>
  createRequire(import.meta.url).resolve(`@expo-google-fonts/noto-sans-sc/${file}`)

/** pdfmake and its fonts, loaded with the first PDF rather than at start-up (about 0.2 s). */
async function loadPrinter(): Promise<PdfPrinter> {
  const [{ default: Printer }, { default: vfs }] = await Promise.all([
    import('pdfmake'),
    import('pdfmake/build/vfs_fonts.js'),
  ])
  const roboto = (file: string) => Buffer.from(vfs[file]!, 'base64')
  return new Printer({
    Roboto: {
      normal: roboto('Roboto-Regular.ttf'),
      bold: roboto('Roboto-Medium.ttf'),
      italics: roboto('Roboto-Italic.ttf'),
      bolditalics: roboto('Roboto-MediumItalic.ttf'),
    },
    NotoSansSC: {
      normal: notoSansSc('400Regular/NotoSansSC_400Regular.ttf'),
      bold: notoSansSc('700Bold/NotoSansSC_700Bold.ttf'),
      // Noto Sans SC has no italics: CJK type is not slanted.
      italics: notoSansSc('400Regular/NotoSansSC_400Regular.ttf'),
      bolditalics: notoSansSc('700Bold/NotoSansSC_700Bold.ttf'),
    },
  })
}
let printer: Promise<PdfPrinter> | undefined

// Han ideographs, kana, CJK punctuation and full-width forms: what Roboto does not draw.
const CJK = /([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]+)/u

/** `text` as runs, each in a font that has its characters. */
export function runs(text: string): string | Content[] {
  if (!CJK.test(text)) return text
  const parts = text.split(CJK).filter(Boolean)
  return parts.map((part) => (CJK.test(part) ? { text: part, font: 'NotoSansSC' } : part))
}

/** The document as PDF bytes (Roboto by default, Noto Sans SC where `runs` puts it). */
export async function pdfBytes(definition: TDocumentDefinitions): Promise<Buffer> {
  const doc = (await (printer ??= loadPrinter())).createPdfKitDocument(definition)
  const chunks: Buffer[] = []
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    doc.end()
  })
}
