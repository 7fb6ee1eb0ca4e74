// Long lists (2,000 students) are not drawn whole: the first PAGE_SIZE rows, then 'Mostrar más'
// adds as many again. The search still runs over every row; a new search starts from the top.
import { useState } from 'react'

export const PAGE_SIZE = 50

export interface ShownRows<Row> {
  shown: Row[] | undefined
  /** How many rows the list has in all (after the search). */
  total: number
  /** Rows still hidden; 0 when the list is shown whole. */
  hidden: number
  showMore: () => void
}

export function useShownRows<Row>(
  rows: readonly Row[] | undefined,
  search: string,
): ShownRows<Row> {
  const [more, setMore] = useState({ search, count: PAGE_SIZE })
  const count = more.search === search ? more.count : PAGE_SIZE
  const total = rows?.length ?? 0
  return {
    shown: rows?.slice(0, count),
    total,
    hidden: Math.max(0, total - count),
    showMore: () => setMore({ search, count: count + PAGE_SIZE }),
  }
}
