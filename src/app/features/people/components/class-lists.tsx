// The groups and latest class sessions of a student or a teacher, each row opening its page; and
// the notice shown in their place when the server cannot be reached.
import type { StudentDetail } from '#shared/contract/users.ts'
import { formatDayMonth, formatTime } from '#shared/dates.ts'
import { ui } from '#app/i18n/ui.ts'
import { uiPeople } from '#app/i18n/ui-people.ts'
import { DataTable, type Column } from '#app/components/ui/data-table.tsx'

type Group = StudentDetail['groups'][number]
type Session = StudentDetail['class_sessions'][number]

const t = uiPeople.student

const groupColumns: Column<Group>[] = [{ header: uiPeople.columns.name, cell: (g) => g.name }]

const sessionColumns: Column<Session>[] = [
  { header: uiPeople.columns.name, cell: (s) => s.name || uiPeople.classTypes[s.class_type] },
  { header: uiPeople.columns.date, cell: (s) => formatDayMonth(s.session_date) },
  { header: uiPeople.columns.time, cell: (s) => formatTime(s.session_date), narrow: true },
]

export function GroupsList({ groups }: { groups: readonly Group[] }) {
  return (
    <DataTable
      caption={t.groupsCaption}
      columns={groupColumns}
      rows={groups}
      rowKey={(g) => g.id}
      emptyText={t.noGroups}
      rowHref={(g) => `/groups/${g.id}`}
    />
  )
}

export function SessionsList({ sessions }: { sessions: readonly Session[] }) {
  return (
    <div className="people-scroll">
      <DataTable
        caption={t.sessionsCaption}
        columns={sessionColumns}
        rows={sessions}
        rowKey={(s) => s.id}
        emptyText={t.noSessions}
        rowHref={(s) => `/attendances/${s.id}`}
      />
    </div>
  )
}

interface ExtrasStatusProps {
  loading: boolean
  unreachable: boolean
  error: boolean
}

/** What stands in for the server's extras: loading, offline, or a load error. */
export function ExtrasStatus({ loading, unreachable, error }: ExtrasStatusProps) {
  if (unreachable) return <p className="notice">{uiPeople.detail.offlineExtras}</p>
  if (loading) return <p className="table-status">{ui.common.loading}</p>
  if (error) {
    return (
      <p className="table-status table-error" role="alert">
        {uiPeople.detail.loadError}
      </p>
    )
  }
  return null
}
