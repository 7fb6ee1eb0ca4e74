// The group list's table: sorted by name, with days, time, teachers and number of students; the
// row opens the group; admins may delete (online).
import { uiField } from '#app/i18n/ui-field.ts'
import { parseRrule, WEEKDAY_LABELS } from '#shared/rrule.ts'
import { fullName } from '#shared/name-order.ts'
import { RowDeletion } from '#app/components/ui/row-deletion.tsx'
import { DataTable } from '#app/components/ui/data-table.tsx'
import { useRowDelete } from '#app/components/ui/use-row-delete.ts'
import { ApiError } from '#app/lib/api-error.ts'
import type { LocalGroup } from '#app/offline/db.ts'
import { useOnline, useTeachers } from '#app/offline/hooks.ts'
import { deleteGroup } from '../api/delete-group.ts'

const t = uiField.groups

interface GroupsTableProps {
  groups: readonly LocalGroup[] | undefined
  canDelete: boolean
}

export function GroupsTable({ groups, canDelete }: GroupsTableProps) {
  const online = useOnline()
  const teachers = useTeachers()
  const teacherName = new Map(teachers?.map((p) => [p.id, fullName(p)]))
  const schedule = (g: LocalGroup) => parseRrule(g.rrule)
  const deletion = useRowDelete<LocalGroup>(deleteGroup, (failure) =>
    failure instanceof ApiError && failure.status === 0 ? t.offlineDelete : t.deleteError,
  )

  return (
    <RowDeletion
      deletion={deletion}
      title={t.confirmTitle}
      message={(g) => t.confirmDelete(g.name || t.noName)}
      confirmLabel={t.delete}
    >
      <DataTable
        caption={t.caption}
        columns={[
          { header: t.name, cell: (g) => g.name || t.noName },
          {
            header: t.days,
            cell: (g) =>
              schedule(g)
                ?.days.map((d) => WEEKDAY_LABELS[d])
                .join(', ') || uiField.group.noDays,
          },
          { header: t.time, cell: (g) => schedule(g)?.time ?? uiField.group.noTime },
          {
            header: t.teachers,
            cell: (g) =>
              g.teacher_ids.flatMap((id) => teacherName.get(id) ?? []).join(', ') || t.noTeachers,
          },
          { header: t.students, cell: (g) => String(g.student_ids.length) },
        ]}
        rows={groups}
        rowKey={(g) => g.id}
        loading={groups === undefined}
        emptyText={t.empty}
        rowHref={(g) => `/groups/${g.id}`}
        action={
          canDelete
            ? {
                label: () => t.delete,
                ariaLabel: (g) => `${t.delete} ${g.name || t.noName}`,
                tone: 'danger',
                onClick: (g) => {
                  if (online) deletion.ask(g)
                  else deletion.setError(t.offlineDelete)
                },
              }
            : undefined
        }
      />
    </RowDeletion>
  )
}
