/** One figure of the dashboard: a label over a big value. */
export function StatCard({ label, value, tone }: { label: string; value: string; tone?: string }) {
  return (
    <div className={`stat-card${tone ? ` stat-${tone}` : ''}`}>
      <dt className="stat-label">{label}</dt>
      <dd className="stat-value">{value}</dd>
    </div>
  )
}
