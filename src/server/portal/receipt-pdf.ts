// The receipt (comprobante) as a PDF, built on the server with pdfmake (fonts: server/pdf.ts).
import type { TDocumentDefinitions } from 'pdfmake/interfaces.js'
import type { Receipt } from '#shared/contract/portal.ts'
import { receiptBoletaLine, receiptText as t } from '#shared/i18n/receipt.ts'
import { periodLabel } from '#shared/dates.ts'
import { formatClp } from '#shared/money.ts'
import { formatPhone } from '#shared/phone.ts'
import { pdfBytes, runs } from '#server/pdf.ts'

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
export function receiptPdf(receipt: Receipt, paidAt: string): Promise<Buffer> {
  return pdfBytes(definition(receipt, paidAt))
}
