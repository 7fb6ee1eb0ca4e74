import '../dashboard.css'
import { useMemo, useState } from 'react'
import { lastTwelveMonths } from '#shared/dates.ts'
import { ui } from '#shared/i18n/ui.ts'
import { uiAdmin } from '#shared/i18n/ui-admin.ts'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import { ClassSummary } from '../components/class-summary.tsx'
import { PaymentSummary } from '../components/payment-summary.tsx'

/** Resumen Mensual (spec §2): pick one of the last 12 months, see its payments and classes. */
export function DashboardPage() {
  const months = useMemo(() => lastTwelveMonths(), [])
  const [period, setPeriod] = useState(months[0]!.value)

  return (
    <div className="dashboard">
      <div className="dashboard-head">
        <PageTitle>{ui.staff.titles.dashboard}</PageTitle>
        <div className="field period-field">
          <label htmlFor="dashboard-period">{uiAdmin.dashboard.period}</label>
          <select
            id="dashboard-period"
            className="input"
            value={period}
            onChange={(event) => setPeriod(event.target.value)}
          >
            {months.map((month) => (
              <option key={month.value} value={month.value}>
                {month.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <PaymentSummary period={period} />
      <ClassSummary period={period} />
    </div>
  )
}
