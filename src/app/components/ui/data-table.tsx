// The generic data table of spec §2: loading text, an error in red, or an empty message; rows that
// open a detail page (the first cell is a real link, the whole row is clickable) and an optional
// per-row action button. Also the plain tables of the detail screens (no links, no clickable rows).
import './data-table.css'
import type { ReactNode } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { ui } from '#app/i18n/ui.ts'

export interface Column<Row> {
  header: string
  cell: (row: Row) => ReactNode
  /** Narrow columns (times, checkboxes) shrink to their content. */
  narrow?: boolean
}

export interface RowAction<Row> {
  label: (row: Row) => string
  /** A fuller name for screen readers when the label alone is ambiguous ('Quitar a Ana Pérez'). */
  ariaLabel?: (row: Row) => string
  onClick: (row: Row) => void
  /** A destructive action: a small red-text button (its confirmation is the caller's). */
  tone?: 'danger'
  disabled?: (row: Row) => boolean
}

export interface DataTableProps<Row> {
  caption: string
  columns: readonly Column<Row>[]
  rows: readonly Row[] | undefined
  /** Each row's React key; rows with an `id` are keyed by it unless told otherwise. */
  rowKey?: (row: Row) => string
  loading?: boolean
  error?: string | null
  emptyText: string
  rowHref?: (row: Row) => string
  action?: RowAction<Row> & { header?: string }
  /** Extra class on the <table>. */
  className?: string
  /**
   * On phones (≤ 600 px) each row is a card: the first cell as its title, the others below it,
   * each after its column's name, so nothing needs sideways scrolling.
   */
  cards?: boolean
}

type KeyedTableProps<Row> = DataTableProps<Row> & { rowKey: (row: Row) => string }

export function DataTable<Row extends { id: string }>(props: DataTableProps<Row>): ReactNode
export function DataTable<Row>(props: KeyedTableProps<Row>): ReactNode
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey = (row) => (row as { id: string }).id,
  loading,
  error,
  emptyText,
  rowHref,
  action,
  className,
  cards = false,
}: DataTableProps<Row>) {
  if (loading) return <p className="table-status">{ui.common.loading}</p>
  if (error) {
    return (
      <p className="table-status table-error" role="alert">
        {error}
      </p>
    )
  }
  if (!rows || rows.length === 0) return <p className="table-status">{emptyText}</p>

  return (
    <div className="table-scroll">
      <table
        className={['data-table', cards && 'data-table-cards', className].filter(Boolean).join(' ')}
      >
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={column.narrow ? 'narrow' : undefined}>
                {column.header}
              </th>
            ))}
            {action && (
              <th scope="col" className="narrow">
                {action.header ?? ui.common.actions}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const href = rowHref?.(row)
            const cells = (
              <>
                {columns.map((column, index) => (
                  <td
                    key={column.header}
                    className={column.narrow ? 'narrow' : undefined}
                    data-label={column.header}
                  >
                    {href && index === 0 ? (
                      <Link to={href} onClick={(event) => event.stopPropagation()}>
                        {column.cell(row)}
                      </Link>
                    ) : (
                      column.cell(row)
                    )}
                  </td>
                ))}
                {action && (
                  <td className="narrow data-table-action">
                    <button
                      type="button"
                      className={`btn btn-small ${action.tone === 'danger' ? 'btn-remove' : 'btn-secondary'}`}
                      aria-label={action.ariaLabel?.(row)}
                      disabled={action.disabled?.(row)}
                      onClick={(event) => {
                        event.stopPropagation()
                        action.onClick(row)
                      }}
                    >
                      {action.label(row)}
                    </button>
                  </td>
                )}
              </>
            )
            return href ? (
              <LinkedRow key={rowKey(row)} href={href}>
                {cells}
              </LinkedRow>
            ) : (
              <tr key={rowKey(row)}>{cells}</tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

/** A row that opens its detail page wherever it is clicked (the first cell is the real link). */
function LinkedRow({ href, children }: { href: string; children: ReactNode }) {
  const navigate = useNavigate()
  return (
    <tr className="clickable" onClick={() => navigate(href)}>
      {children}
    </tr>
  )
}
