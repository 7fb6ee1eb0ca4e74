// The receipt (comprobante) as a PDF, built on the server with pdfmake and the PDF standard
// Helvetica (no font files to ship; it covers Spanish accents and ñ).
import PdfPrinter from 'pdfmake'
import type { TDocumentDefinitions } from 'pdfmake/interfaces.js'
import type { Receipt } from '#shared/contract/portal.ts'
import { receiptText as t } from '#shared/i18n/receipt.ts'
import { periodLabel } from '#shared/dates.ts'
import { formatClp } from '#shared/money.ts'

const printer = new PdfPrinter({
  Helvetica: {
    normal: 'Helvetica',
    bold: 'Helvetica-Bold',
    italics: 'Helvetica-Oblique',
    bolditalics: 'Helvetica-BoldOblique',
  },
})

function definition(receipt: Receipt, paidAt: string): TDocumentDefinitions {
  const school = [receipt.school.phone, receipt.school.email].filter(Boolean).join(' · ')
  return {
    info: { title: `${t.title} ${receipt.khipu_payment_id}` },
    // Uncompressed: a one-page receipt stays small, and its text can be searched and checked.
    compress: false,
    defaultStyle: { font: 'Helvetica', fontSize: 10 },
    content: [
      { text: receipt.school.name, bold: true, fontSize: 14 },
      ...(school ? [{ text: school }] : []),
      { text: t.title, bold: true, fontSize: 18, margin: [0, 16, 0, 8] },
      { text: `${t.payer}: ${receipt.payer.name} (${receipt.payer.rut})` },
      { text: `${t.date}: ${paidAt}` },
      { text: `${t.khipuId}: ${receipt.khipu_payment_id}` },
      ...receipt.invoices.map((invoice) => ({
        margin: [0, 12, 0, 0] as [number, number, number, number],
        stack: [
          { text: `${invoice.student} · ${periodLabel(invoice.billing_period)}`, bold: true },
          {
            table: {
              widths: ['*', 'auto'],
              body: [
                ...invoice.line_items.map((line) => [
                  line.description,
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
export function receiptPdf(receipt: Receipt, paidAt: string): Promise<Buffer> {
  const doc = printer.createPdfKitDocument(definition(receipt, paidAt))
  const chunks: Buffer[] = []
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    doc.end()
  })
}
