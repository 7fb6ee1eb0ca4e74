import { uiAdmin } from '#app/i18n/ui-admin.ts'
import { formatNumber } from '#shared/money.ts'
import { useClassSummary } from '../api/get-class-summary.ts'
import { ClassesByGroupChart } from './classes-by-group-chart.tsx'
import { StatCard } from './stat-card.tsx'
import { SummaryCard } from './summary-card.tsx'

const t = uiAdmin.dashboard

/** Classes, students, average and transport use of the month, and the classes of each group. */
export function ClassSummary({ period }: { period: string }) {
  const summary = useClassSummary(period)
  return (
    <SummaryCard title={t.classes} query={summary} errorText={t.classesError}>
      {(data) => (
        <>
          <dl className="stat-grid stat-grid-4">
            <StatCard label={t.totalClasses} value={formatNumber(data.totalClasses)} />
            <StatCard label={t.uniqueStudents} value={formatNumber(data.uniqueStudents)} />
            <StatCard label={t.meanClasses} value={formatNumber(data.meanClassesPerStudent, 2)} />
            <StatCard
              label={t.transportUsage}
              value={`${formatNumber(data.transportUsagePercentage, 0)}%`}
            />
          </dl>
          {data.cancelledClasses > 0 && (
            <p className="field-hint">{t.cancelledClasses(data.cancelledClasses)}</p>
          )}
          <ClassesByGroupChart
            groups={data.classesByGroup}
            outside={data.classesOutsideGroups}
            total={data.totalClasses}
          />
        </>
      )}
    </SummaryCard>
  )
}
