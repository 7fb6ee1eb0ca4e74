import '#app/styles/card.css'
import '../dashboard.css'
import { useMemo, useState } from 'react'
import { lastTwelveMonths } from '#shared/dates.ts'
import { uiStaff } from '#app/i18n/ui-staff.ts'
import { uiAdmin } from '#app/i18n/ui-admin.ts'
import { MonthPageHead } from '#app/components/ui/month-page-head.tsx'
import { ClassSummary } from '../components/class-summary.tsx'
import { PaymentSummary } from '../components/payment-summary.tsx'

/** Resumen mensual (spec §2): pick one of the last 12 months, see its payments and classes. It
 * opens on last month: the first question is how the finished month went (this one is still $0). */
export function DashboardPage() {
  const months = useMemo(() => lastTwelveMonths(), [])
  const [period, setPeriod] = useState(months[1]!.value)

  return (
    <div className="dashboard month-page">
      <MonthPageHead
        title={uiStaff.titles.dashboard}
        id="dashboard-period"
        label={uiAdmin.dashboard.period}
        months={months}
        value={period}
        onChange={setPeriod}
      />
      <PaymentSummary period={period} />
      <ClassSummary period={period} />
    </div>
  )
}
