// Accesos a fichas (admins): which teacher could read which child's emergency card, why (a group
// they teach, a class: who created it, who put them on it), when it reached their devices and when
// they opened it. Teachers who put themselves on a class come first; the server orders and cuts.
import '../emergency-access.css'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { CLASS_TYPE_LABELS } from '#shared/contract/class-sessions.ts'
import type { AccessReason, EmergencyAccessRow } from '#shared/contract/emergency-access.ts'
import { formatDate, formatDayMonth, formatTime } from '#shared/dates.ts'
import { fullName } from '#shared/name-order.ts'
import { uiEmergency } from '#app/i18n/ui-emergency.ts'
import { DataTable, type Column } from '#app/components/ui/data-table.tsx'
import { ListToolbar } from '#app/components/ui/list-toolbar.tsx'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import { useEmergencyAccess } from '../api/get-emergency-access.ts'

const t = uiEmergency.access
const when = (iso: string) => `${formatDate(iso)} ${formatTime(iso)}`

function reasonText(reason: AccessReason): string {
  if (reason.kind === 'group') return t.group(reason.group_name)
  const day = formatDayMonth(reason.session_date)
  if (reason.via === 'group') return t.groupClass(reason.group_name ?? '', day)
  const type = CLASS_TYPE_LABELS[reason.class_type]
  const what = reason.name && reason.name !== type ? `${reason.name} (${type})` : type
  const how = [
    reason.created_by_teacher && t.createdBy,
    reason.self_assigned
      ? t.selfAssigned.toLowerCase()
      : reason.assigned_by
        ? t.assignedBy(fullName(reason.assigned_by))
        : t.assignedUnknown,
    !reason.current && t.removed,
  ].filter(Boolean)
  return `${t.classOf(what, day)}: ${how.join(', ')}`
}

const reasonKey = (reason: AccessReason) =>
  reason.kind === 'group' ? `g${reason.group_id}` : `c${reason.session_id}`

const columns: Column<EmergencyAccessRow>[] = [
  {
    header: t.teacher,
    cell: (row) => (
      <>
        {fullName(row.teacher)}
        {row.self_assigned && <span className="access-flag">{t.selfAssigned}</span>}
      </>
    ),
  },
  {
    header: t.student,
    cell: (row) => <Link to={`/students/${row.student.id}`}>{fullName(row.student)}</Link>,
  },
  {
    header: t.reason,
    cell: (row) => (
      <ul className="access-list">
        {row.reasons.map((reason) => (
          <li key={reasonKey(reason)}>{reasonText(reason)}</li>
        ))}
        {row.more_classes > 0 && <li className="text-muted">{t.moreClasses(row.more_classes)}</li>}
        {!row.current && <li className="access-gone">{t.noLongerAccess}</li>}
      </ul>
    ),
  },
  {
    header: t.devices,
    cell: (row) =>
      row.devices.length === 0 ? (
        <span className="text-muted">{t.notDelivered}</span>
      ) : (
        <ul className="access-list">
          {row.devices.map((d) => (
            <li key={d.device_id}>
              {t.device(d.device_id)}: {t.deliveries(d.deliveries)}{' '}
              <span className="text-muted">({t.firstLast(when(d.first_at), when(d.last_at))})</span>
            </li>
          ))}
        </ul>
      ),
  },
  {
    header: t.reads,
    cell: (row) =>
      row.reads.count === 0 || !row.reads.last_at ? (
        <span className="text-muted">{t.noReads}</span>
      ) : (
        <>
          {t.readCount(row.reads.count)}{' '}
          <span className="text-muted">({t.lastRead(when(row.reads.last_at))})</span>
        </>
      ),
  },
]

export function EmergencyAccessPage() {
  const [search, setSearch] = useState('')
  const { data, isPending, isError } = useEmergencyAccess(search)
  return (
    <div className="emergency-access">
      <PageTitle>{t.title}</PageTitle>
      <p className="text-muted">{t.intro}</p>
      <ListToolbar
        search={{
          value: search,
          onChange: setSearch,
          label: t.search,
          placeholder: t.searchPlaceholder,
        }}
      />
      <DataTable
        cards
        caption={t.caption}
        columns={columns}
        rows={data?.rows}
        rowKey={(row) => `${row.teacher.id}:${row.student.id}`}
        loading={isPending}
        error={isError && !data ? t.loadError : null}
        emptyText={search.trim() ? t.noMatch : t.empty}
      />
      {data && data.total > data.rows.length && (
        <p className="text-muted access-shown">{t.shown(data.rows.length, data.total)}</p>
      )}
    </div>
  )
}
