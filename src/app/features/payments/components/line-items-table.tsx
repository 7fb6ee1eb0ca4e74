import type { ReactNode } from 'react'
import { uiPayments as t } from '#app/i18n/ui-payments.ts'
import { formatClp } from '#shared/money.ts'

interface LineItemsTableProps {
  caption: ReactNode
  /** The caption for screen readers only, and 'Descripción' / 'Monto' above the lines. */
  withHeader?: boolean
  items: readonly { description: string; amount: number }[]
  total: number
}

/** The lines of one invoice with their amounts and the total. */
export function LineItemsTable({ caption, withHeader, items, total }: LineItemsTableProps) {
  return (
    <table className="line-items">
      <caption className={withHeader ? 'visually-hidden' : undefined}>{caption}</caption>
      {withHeader && (
        <thead>
          <tr>
            <th scope="col">{t.description}</th>
            <th scope="col" className="num">
              {t.amount}
            </th>
          </tr>
        </thead>
      )}
      <tbody>
        {items.map((item, index) => (
          <tr key={index}>
            <td>{item.description}</td>
            <td className="num">{formatClp(item.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t.total}</th>
          <td className="num">{formatClp(total)}</td>
        </tr>
      </tfoot>
    </table>
  )
}
