// The family's data export as a readable Spanish PDF (usted), built with pdfmake from the same
// JSON the guardian can download: one heading per section, each record as label and value, and
// what the copy leaves out at the end.
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js'
import type { FamilyExport } from '#shared/contract/privacy.ts'
import { formatCalendarDay, formatDate, formatTime } from '#shared/dates.ts'
import { formatClp } from '#shared/money.ts'
import { pdfBytes } from '#server/pdf.ts'
import { EXPORT_FIELD_LABELS, EXPORT_VALUE_LABELS, exportText as t } from '#shared/i18n/privacy.ts'

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/
const DAY = /^\d{4}-\d{2}-\d{2}$/
/** Fields holding a code the PDF words in Spanish. */
const CODED = new Set([
  'status',
  'class_type',
  'method',
  'channel',
  'kind',
  'resolution',
  'action',
  'type',
  'level',
])
const MONEY = new Set(['total', 'amount'])

/** One value as a guardian reads it. */
export function readableValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'boolean') return value ? t.yes : t.no
  if (typeof value === 'number') {
    if (CODED.has(field)) return EXPORT_VALUE_LABELS[String(value)] ?? String(value)
    return MONEY.has(field) ? formatClp(value) : String(value)
  }
  if (typeof value === 'string') {
    if (CODED.has(field)) return EXPORT_VALUE_LABELS[value] ?? value
    if (INSTANT.test(value)) return `${formatDate(value)} ${formatTime(value)}`
    if (DAY.test(value)) return formatCalendarDay(value)
    return value
  }
  if (Array.isArray(value)) {
    return value.length ? value.map((item) => readableValue(field, item)).join('\n') : '—'
  }
  return Object.entries(value as Record<string, unknown>)
    .map(([key, inner]) => `${EXPORT_FIELD_LABELS[key] ?? key}: ${readableValue(key, inner)}`)
    .join(' · ')
}

function rowTable(row: Record<string, unknown>): Content {
  return {
    table: {
      widths: [140, '*'],
      body: Object.entries(row).map(([field, value]) => [
        { text: EXPORT_FIELD_LABELS[field] ?? field, color: '#555555' },
        readableValue(field, value),
      ]),
    },
    layout: 'lightHorizontalLines',
    margin: [0, 0, 0, 8],
  }
}

function definition(data: FamilyExport): TDocumentDefinitions {
  const guardian = `${data.guardian.name} ${data.guardian.last_name}`.trim()
  return {
    info: { title: `${t.title} · ${guardian}`, author: data.school.name },
    language: 'es-CL',
    displayTitle: true,
    defaultStyle: { font: 'Roboto', fontSize: 9 },
    content: [
      { text: data.school.name, bold: true, fontSize: 13 },
      { text: t.title, bold: true, fontSize: 18, margin: [0, 12, 0, 4] },
      { text: t.intro },
      {
        text: `${t.guardianLine}: ${guardian}${data.guardian.rut ? ` (${data.guardian.rut})` : ''}`,
        margin: [0, 8, 0, 0],
      },
      { text: `${t.generatedAt} ${readableValue('generated_at', data.generated_at)}` },
      ...data.sections.flatMap((section): Content[] => [
        { text: section.title, bold: true, fontSize: 13, margin: [0, 16, 0, 6] },
        ...(section.rows.length
          ? section.rows.map(rowTable)
          : [{ text: t.empty, italics: true, color: '#555555' }]),
      ]),
      { text: t.notIncludedTitle, bold: true, fontSize: 13, margin: [0, 16, 0, 6] },
      { ul: data.not_included },
      { text: t.rightsNote, italics: true, margin: [0, 16, 0, 0] },
    ],
  }
}

/** The export as PDF bytes. */
export const familyExportPdf = (data: FamilyExport): Promise<Buffer> => pdfBytes(definition(data))
