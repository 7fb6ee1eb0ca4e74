// Boletas (admins): the SII documents of a month (boletas and notas de crédito) with their state,
// the retry of a refused one, their PDF, and the month's sales book for the accountant.
import '#app/styles/status-badge.css'
import '../boletas.css'
import { useMemo, useState } from 'react'
import { BOLETA_STATES, type Boleta } from '#shared/contract/boletas.ts'
import { lastTwelveMonths } from '#shared/dates.ts'
import { boletaStateNames } from '#shared/i18n/boletas.ts'
import { formatClp } from '#shared/money.ts'
import { uiAdmin } from '#app/i18n/ui-admin.ts'
import { uiBoletas as t } from '#app/i18n/ui-boletas.ts'
import { MonthPageHead } from '#app/components/ui/month-page-head.tsx'
import { useOnline } from '#app/offline/hooks.ts'
import { useBoletas } from '../api/get-boletas.ts'
import { BoletasTable } from '../components/boletas-table.tsx'
import { BookDownloads } from '../components/book-downloads.tsx'

/** '3 documentos · Emitida: 2 · Con error: 1', then the month's total: what was sold, boletas
 * minus notas de crédito. */
function Summary({ rows }: { rows: readonly Boleta[] }) {
  const counts = BOLETA_STATES.flatMap((state) => {
    const count = rows.filter((b) => b.state === state).length
    return count ? [`${boletaStateNames[state]}: ${count}`] : []
  })
  const total = rows.reduce((sum, b) => sum + (b.type === 61 ? -b.total : b.total), 0)
  return (
    <p className="boletas-summary">
      {[t.documents(rows.length), ...counts].join(' · ')}
      <strong>{t.monthTotal(formatClp(total))}</strong>
    </p>
  )
}

export function BoletasPage() {
  const online = useOnline()
  const months = useMemo(() => lastTwelveMonths(), [])
  const [month, setMonth] = useState(months[0]!.value)
  const { data, isPending, isError } = useBoletas(month)

  return (
    <div className="boletas month-page">
      <MonthPageHead
        title={t.title}
        id="boletas-month"
        label={t.month}
        months={months}
        value={month}
        onChange={setMonth}
      />
      {!online && (
        <p className="notice" role="status">
          {uiAdmin.offlineReadOnly}
        </p>
      )}
      {data && data.length > 0 && <Summary rows={data} />}
      {data?.some((b) => b.state === 'por_emitir') && (
        <p className="notice" role="note">
          {t.noProvider}
        </p>
      )}
      <BoletasTable rows={data} loading={isPending} error={isError && !data} online={online} />
      <BookDownloads month={month} />
    </div>
  )
}
