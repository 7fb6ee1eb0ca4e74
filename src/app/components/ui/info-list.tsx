import './info-list.css'

/** A record's fields as label/value pairs (the class and group details), the fallbacks already in. */
export function InfoList({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <dl className="info-list">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
