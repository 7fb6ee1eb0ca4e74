// A light horizontal bar chart in plain CSS (no chart library). The bars are decoration for
// sighted users; screen readers get the same figures as a table. Classes outside any group
// (paseos, particulares) get their own bars, so the bars add up to the month's total.
import type { ClassSummary } from '#shared/contract/dashboard.ts'
import { uiAdmin } from '#app/i18n/ui-admin.ts'
import { formatNumber } from '#shared/money.ts'

const t = uiAdmin.dashboard

interface ClassesByGroupChartProps {
  groups: ClassSummary['classesByGroup']
  outside: ClassSummary['classesOutsideGroups']
  total: number
}

export function ClassesByGroupChart({ groups: byGroup, outside, total }: ClassesByGroupChartProps) {
  const groups = [
    ...byGroup.map((group) => ({ ...group, outside: false })),
    ...outside.map((row) => ({
      group_name: t.outsideGroups[row.class_type],
      count: row.count,
      outside: true,
    })),
  ]
  const max = Math.max(1, ...groups.map((group) => group.count))
  return (
    <figure className="group-chart" aria-labelledby="group-chart-title">
      <figcaption id="group-chart-title" className="group-chart-title">
        {t.byGroup}
      </figcaption>
      {groups.length === 0 ? (
        <p className="table-status">{t.noGroups}</p>
      ) : (
        <>
          <ul className="group-bars" aria-hidden="true">
            {groups.map((group) => (
              <li
                key={group.group_name}
                className={group.outside ? 'group-bar group-bar-outside' : 'group-bar'}
              >
                <span className="group-bar-name">{group.group_name}</span>
                <span className="group-bar-track">
                  <span
                    className="group-bar-fill"
                    style={{ width: `${(group.count / max) * 100}%` }}
                  />
                </span>
                <span className="group-bar-count">{formatNumber(group.count)}</span>
              </li>
            ))}
            <li className="group-bar group-bar-total">
              <span className="group-bar-name">{t.classesTotal}</span>
              <span />
              <span className="group-bar-count">{formatNumber(total)}</span>
            </li>
          </ul>
          <table className="visually-hidden">
            <caption>{t.byGroup}</caption>
            <thead>
              <tr>
                <th scope="col">{t.group}</th>
                <th scope="col">{t.count}</th>
              </tr>
            </thead>
            <tbody>
              {groups.map((group) => (
                <tr key={group.group_name}>
                  <th scope="row">{group.group_name}</th>
                  <td>{formatNumber(group.count)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t.classesTotal}</th>
                <td>{formatNumber(total)}</td>
              </tr>
            </tfoot>
          </table>
        </>
      )}
    </figure>
  )
}
