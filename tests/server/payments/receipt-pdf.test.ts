// The receipt PDF carries any name the app accepts: its fonts are embedded (subsets), each
// character has a /ToUnicode entry so copying or a screen reader gets the name back, and the
// school's phone and e-mail are on it.
import { describe, expect, it } from 'vitest'
import type { Receipt } from '#shared/contract/portal.ts'
import { personNameSchema } from '#shared/contract/users.ts'
import { receiptPdf } from '#server/portal/receipt-pdf.ts'
import { embeddedFonts, pdfText } from './pdf-text.ts'

const NAME = 'Łucja Zoë 王芳 Nguyễn Đặng'

const receipt: Receipt = {
  id: '0b5e7c1a-3f1d-4c2e-9a7b-1c2d3e4f5a6b',
  khipu_payment_id: 'kp-7f3a9c',
  amount: 61500,
  paid_at: '2026-11-02T10:15:00-03:00',
  school: { name: 'Escuela de Mountain Bike', phone: '+56223456789', email: 'hola@escuela.cl' },
  payer: { name: NAME, rut: '12.345.678-5' },
  invoices: [
    {
      student: 'Tomás 王 Nguyễn',
      billing_period: '2026-10',
      amount: 61500,
      line_items: [
        { description: 'Clases grupales: 2 × $10.000', amount: 20000 },
        { description: 'Transporte', amount: 41500 },
      ],
    },
  ],
  boleta: { type: 41, folio: 1234, state: 'emitida', has_pdf: true },
}

describe('the receipt PDF', () => {
  it('prints a Polish, Chinese and Vietnamese name the app accepts, and gives it back as text', async () => {
    expect(personNameSchema.parse(NAME)).toBe(NAME)
    const pdf = await receiptPdf(receipt, '2 de noviembre de 2026')
    const text = pdfText(pdf)
    expect(text).toContain(`Apoderado: ${NAME} (12.345.678-5)`)
    expect(text).toContain('Tomás 王 Nguyễn · Octubre 2026')
    expect(text).toContain('Identificador de pago Khipu: kp-7f3a9c')
    expect(text).toContain('Boleta exenta electrónica N° 1234')
    expect(text).not.toContain('\uFFFD')
  })

  it('embeds its fonts as subsets, Noto Sans SC only for the Chinese characters', async () => {
    const pdf = await receiptPdf(receipt, '2 de noviembre de 2026')
    const source = pdf.toString('latin1')
    expect(source).toMatch(/\/FontFile2 \d+ 0 R/)
    expect(source).not.toMatch(/\/BaseFont \/Helvetica/)
    expect(embeddedFonts(pdf)).toEqual(
      expect.arrayContaining(['NotoSansSC-Bold', 'NotoSansSC-Regular', 'Roboto-Regular']),
    )
    // Subsets: a 10 MB font file gives a few kilobytes.
    expect(pdf.length).toBeLessThan(150_000)

    const latinOnly = await receiptPdf(
      { ...receipt, payer: { ...receipt.payer, name: 'Ana Pérez' }, invoices: [] },
      '2 de noviembre de 2026',
    )
    expect(embeddedFonts(latinOnly).some((font) => font.startsWith('NotoSansSC'))).toBe(false)
  })

  it("says the school's phone and e-mail, and its language and title to a reader", async () => {
    const pdf = await receiptPdf(receipt, '2 de noviembre de 2026')
    expect(pdfText(pdf)).toContain('Teléfono: +56 2 2345 6789 · Correo: hola@escuela.cl')
    const source = pdf.toString('latin1')
    expect(source).toContain('/Lang (es-CL)')
    expect(source).toContain('/DisplayDocTitle true')
  })
})
