// Exports as a spreadsheet: one worksheet streamed as .xlsx to a writable (the HTTP reply) with
// exceljs' streaming writer, so rows are zipped as they are added instead of the whole workbook
// being held in memory; or the same columns as CSV for an accountant's own tools.
import { PassThrough, type Writable } from 'node:stream'
import type { FastifyReply, FastifyRequest } from 'fastify'
import ExcelJS from 'exceljs'

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

type CellValue = string | number | Date | null

export interface SheetColumn<T> {
  header: string
  width: number
  value: (row: T) => CellValue
  /** Excel number format, e.g. 'dd-mm-yyyy' for a date column. */
  numFmt?: string
}

export async function writeSheet<T>(
  stream: Writable,
  sheetName: string,
  columns: readonly SheetColumn<T>[],
  rows: Iterable<T>,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true })
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = columns.map((column) => ({ header: column.header, width: column.width }))
  sheet.getRow(1).font = { bold: true }
  sheet.getRow(1).commit()
  for (const item of rows) {
    const row = sheet.addRow(columns.map((column) => column.value(item)))
    columns.forEach((column, index) => {
      if (column.numFmt) row.getCell(index + 1).numFmt = column.numFmt
    })
    row.commit()
  }
  sheet.commit()
  await workbook.commit()
}

/** 'YYYY-MM-DD' as the Date exceljs stores as that calendar day (it converts through UTC). */
export function excelDate(day: string | null): Date | null {
  if (!day) return null
  const [year, month, date] = day.split('-').map(Number)
  return new Date(Date.UTC(year!, month! - 1, date!))
}

/**
 * A CSV cell: quoted when it holds the separator, a quote or a line break (RFC 4180); text that a
 * spreadsheet would run as a formula (=, +, -, @ first) is prefixed with ' so it stays text.
 */
function csvCell(value: CellValue): string {
  if (value === null) return ''
  if (typeof value === 'number') return String(value)
  const raw = value instanceof Date ? value.toISOString().slice(0, 10) : value
  const text = /^[=+\-@\t\r]/.test(raw) ? `'${raw}` : raw
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/**
 * The columns as CSV separated by ';' (what a spreadsheet set to Spanish opens by columns), with a
 * byte-order mark so the accents read right.
 */
export function sheetCsv<T>(columns: readonly SheetColumn<T>[], rows: Iterable<T>): string {
  const lines = [columns.map((column) => csvCell(column.header)).join(';')]
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(';'))
  return `\uFEFF${lines.join('\r\n')}\r\n`
}

export interface SheetFile<T> {
  fileName: string
  sheet: string
  columns: readonly SheetColumn<T>[]
  format?: 'xlsx' | 'csv'
}

/**
 * Answers `rows` as a file to download: the .xlsx streamed while it is written, or the CSV at
 * once. The caller reads the rows first, so a database failure still answers JSON.
 */
export function sendSheet<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  file: SheetFile<T>,
  rows: readonly T[],
) {
  reply
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
  if (file.format === 'csv') {
    return reply.type('text/csv; charset=utf-8').send(Buffer.from(sheetCsv(file.columns, rows)))
  }
  const stream = new PassThrough()
  writeSheet(stream, file.sheet, file.columns, rows).catch((error: unknown) => {
    request.log.error({ err: error }, 'xlsx export failed')
    stream.destroy(error instanceof Error ? error : new Error(String(error)))
  })
  return reply.type(XLSX_TYPE).send(stream)
}
