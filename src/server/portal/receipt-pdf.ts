// The receipt (comprobante) as a PDF, built on the server with pdfmake. Fonts are embedded
// (pdfkit keeps only the glyphs used): Roboto, which pdfmake ships, for Latin, Latin Extended and
// Vietnamese ('Łucja Zoë Nguyễn Đặng'), and Noto Sans SC for the Chinese and Japanese characters
// of a name ('王芳'), chosen run by run.
import { createRequire } from 'node:module'
import type PdfPrinter from 'pdfmake'
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js'
import type { Receipt } from '#shared/contract/portal.ts'
import { receiptBoletaLine, receiptText as t } from '#shared/i18n/receipt.ts'
import { periodLabel } from '#shared/dates.ts'
import { formatClp } from '#shared/money.ts'
import { formatPhone } from '#shared/phone.ts'

// NOTE: a path, not a Buffer: pdfkit reads the 10 MB file only for a receipt with such a name.
const notoSansSc = (file: string) =>
  createRequire(import.meta.url).resolve(`@expo-google-fonts/noto-sans-sc/${file}`)

/** pdfmake and its fonts, loaded with the first receipt rather than at start-up (about 0.2 s). */
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
function runs(text: string): string | Content[] {
  if (!CJK.test(text)) return text
  const parts = text.split(CJK).filter(Boolean)
  return parts.map((part) => (CJK.test(part) ? { text: part, font: 'NotoSansSC' } : part))
}

function schoolContact(school: Receipt['school']): string | null {
  const lines = [
    school.phone ? `${t.phone}: ${formatPhone(school.phone)}` : null,
    school.email ? `${t.email}: ${school.email}` : null,
  ].filter(Boolean)
  return lines.length ? lines.join(' · ') : null
}

function definition(receipt: Receipt, paidAt: string): TDocumentDefinitions {
  const contact = schoolContact(receipt.school)
  return {
    info: { title: `${t.title} ${receipt.khipu_payment_id}`, author: receipt.school.name },
    // What pdfmake 0.2 can say for a reader: the language and the title instead of the file name.
    // NOTE: no `tagged`: pdfmake writes no structure elements, and a PDF marked as tagged with an
    // empty structure tree reads as empty to screen readers that trust the tags.
    language: 'es-CL',
    displayTitle: true,
    // Uncompressed: a one-page receipt stays small, and its text can be searched and checked.
    compress: false,
    defaultStyle: { font: 'Roboto', fontSize: 10 },
    content: [
      { text: runs(receipt.school.name), bold: true, fontSize: 14 },
      ...(contact ? [{ text: contact }] : []),
      { text: t.title, bold: true, fontSize: 18, margin: [0, 16, 0, 8] },
      { text: runs(`${t.payer}: ${receipt.payer.name} (${receipt.payer.rut})`) },
      { text: `${t.date}: ${paidAt}` },
      { text: `${t.khipuId}: ${receipt.khipu_payment_id}` },
      ...(receipt.boleta ? [{ text: receiptBoletaLine(receipt.boleta), bold: true }] : []),
      ...receipt.invoices.map((invoice) => ({
        margin: [0, 12, 0, 0] as [number, number, number, number],
        stack: [
          {
            text: runs(`${invoice.student} · ${periodLabel(invoice.billing_period)}`),
            bold: true,
          },
          {
            table: {
              widths: ['*', 'auto'],
              body: [
                ...invoice.line_items.map((line) => [
                  runs(line.description),
                  { text: formatClp(line.amount), alignment: 'right' as const },
                ]),
                [
                  { text: t.subtotal, bold: true },
                  { text: formatClp(invoice.amount), bold: true, alignment: 'right' as const },
                ],
              ],
            },
            layout: 'lightHorizontalLines',
          },
        ],
      })),
      {
        text: `${t.total}: ${formatClp(receipt.amount)}`,
        bold: true,
        fontSize: 13,
        margin: [0, 16, 0, 0],
      },
      { text: t.note, italics: true, fontSize: 8, margin: [0, 24, 0, 0] },
    ],
  }
}

/** The receipt as PDF bytes; `paidAt` is the payment's date as the guardian reads it. */
export async function receiptPdf(receipt: Receipt, paidAt: string): Promise<Buffer> {
  const doc = (await (printer ??= loadPrinter())).createPdfKitDocument(definition(receipt, paidAt))
  const chunks: Buffer[] = []
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    doc.end()
  })
}
