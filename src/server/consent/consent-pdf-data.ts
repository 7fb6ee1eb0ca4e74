// The PDF of what was signed for a child: for each kind, the latest answer with the exact text of
// the version answered, who signed (name and RUT typed), when, and the hash that names the text.
// The guardian downloads it and gets it by e-mail; admins download it from the student's page.
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js'
import { consentPdfFilename, consentPdfText as t } from '#shared/i18n/consent.ts'
import { DOCUMENT_NAMES } from '#shared/documents.ts'
import { formatCalendarDay, formatDate, formatTime, santiagoIso } from '#shared/dates.ts'
import { markdownParagraphs } from '#shared/markdown.ts'
import type { Db } from '#server/db/client.ts'
import { pdfBytes, runs } from '#server/pdf.ts'
import { signedDocumentsOf, type SignedDocument } from './consent-data.ts'

const at = (instant: Date) => {
  const iso = santiagoIso(instant)
  return `${formatDate(iso)} ${formatTime(iso)}`
}

function documentContent(doc: SignedDocument): Content {
  return {
    margin: [0, 18, 0, 0],
    stack: [
      { text: runs(doc.title), bold: true, fontSize: 13 },
      {
        text: `${DOCUMENT_NAMES[doc.kind]} · ${t.validFrom} ${formatCalendarDay(doc.valid_from)}`,
        color: '#555555',
        margin: [0, 0, 0, 6],
      },
      ...markdownParagraphs(doc.body).map((paragraph) => ({
        text: runs(paragraph),
        margin: [0, 0, 0, 5] as [number, number, number, number],
      })),
      {
        margin: [0, 6, 0, 0],
        table: {
          widths: ['auto', '*'],
          body: [
            [t.answer, { text: doc.accepted ? t.accepted : t.refused, bold: true }],
            [t.signer, runs(`${doc.signer_name} (${doc.signer_rut})`)],
            [t.signedAt, at(doc.signed_at)],
            [t.hash, { text: doc.content_hash, fontSize: 8 }],
          ],
        },
        layout: 'lightHorizontalLines',
      },
      ...(doc.in_force ? [] : [{ text: t.superseded, italics: true, margin: [0, 4, 0, 0] }]),
    ] as Content[],
  }
}

function definition(school: string, student: string, documents: SignedDocument[]) {
  return {
    info: { title: `${t.title}: ${student}`, author: school },
    language: 'es-CL',
    displayTitle: true,
    // Uncompressed: its text can be searched and checked.
    compress: false,
    defaultStyle: { font: 'Roboto', fontSize: 10 },
    content: [
      { text: runs(school), bold: true, fontSize: 14 },
      { text: t.title, bold: true, fontSize: 18, margin: [0, 12, 0, 4] },
      { text: runs(`${t.student}: ${student}`) },
      ...(documents.length === 0 ? [{ text: t.none, margin: [0, 12, 0, 0] }] : []),
      ...documents.map(documentContent),
      { text: t.note, italics: true, fontSize: 8, margin: [0, 24, 0, 0] },
    ],
  } as TDocumentDefinitions
}

/** The PDF of `studentId`'s signatures and its file name; undefined for no such student. */
export async function signedDocumentsPdf(
  db: Db,
  studentId: string,
  school: string,
): Promise<{ pdf: Buffer; filename: string; student: string } | undefined> {
  const signed = await signedDocumentsOf(db, studentId)
  if (!signed) return undefined
  const pdf = await pdfBytes(definition(school, signed.student, signed.documents))
  return { pdf, filename: consentPdfFilename(signed.student), student: signed.student }
}
