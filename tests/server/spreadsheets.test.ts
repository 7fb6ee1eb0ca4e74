// The CSV of an export: quoted where RFC 4180 asks, and text a spreadsheet would run as a formula
// (a name typed as '=HYPERLINK(…)') kept as text.
import { describe, expect, it } from 'vitest'
import { sheetCsv, type SheetColumn } from '#server/spreadsheets.ts'

interface Row {
  name: string
  total: number
}

const columns: SheetColumn<Row>[] = [
  { header: 'Nombre', width: 10, value: (row) => row.name },
  { header: 'Total', width: 10, value: (row) => row.total },
]

describe('sheetCsv', () => {
  it('quotes separators and quotes, keeps numbers as numbers, defuses formulas', () => {
    const csv = sheetCsv(columns, [
      { name: 'Pérez; "Ana"', total: -4000 },
      { name: '=HYPERLINK("http://x","y")', total: 20500 },
      { name: '@SUM(A1)', total: 0 },
    ])
    expect(csv).toBe(
      '\uFEFFNombre;Total\r\n' +
        '"Pérez; ""Ana""";-4000\r\n' +
        `"'=HYPERLINK(""http://x"",""y"")";20500\r\n` +
        "'@SUM(A1);0\r\n",
    )
  })
})
