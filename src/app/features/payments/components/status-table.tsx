import type { ReactNode } from 'react'
import { uiPayments as t } from '#app/i18n/ui-payments.ts'

export interface StatusRow {
  /** The first column: a date, or a month and a child. */
  what: ReactNode
  amount: ReactNode
  tone: 'success' | 'warning' | 'danger'
  status: string
  /** The bank's word under the status, when there is one. */
  detail?: string | null
}

/**
 * The portal's money tables (a payment's attempts, the cobros one payment covered): what, how
 * much and a coloured status; the details sit under their cell so a 390 px phone needs no fourth
 * column.
 */
export function StatusTable({
  caption,
  whatHeading,
  rows,
}: {
  caption: string
  whatHeading: string
  rows: readonly StatusRow[]
}) {
  return (
    <div className="table-scroll">
      <table className="attempts-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{whatHeading}</th>
            <th scope="col" className="num">
              {t.amount}
            </th>
            <th scope="col">{t.status}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              <td>{row.what}</td>
              <td className="num">{row.amount}</td>
              <td>
                <span className={`badge badge-${row.tone}`}>{row.status}</span>
                {row.detail && <span className="attempt-detail">{row.detail}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
