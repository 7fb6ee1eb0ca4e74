// Feriados del colegio (admins): the school's own days without classes (a regional holiday, a
// closure), added and removed here; Hoy marks them like Chile's public holidays.
import '#app/styles/inline-form.css'
import '../holidays.css'
import type { SchoolHoliday } from '#shared/contract/holidays.ts'
import { formatDayMonth, todayInSantiago } from '#shared/dates.ts'
import { uiAdmin } from '#app/i18n/ui-admin.ts'
import { uiHolidays as t } from '#app/i18n/ui-holidays.ts'
import { RowDeletion } from '#app/components/ui/row-deletion.tsx'
import { DataTable } from '#app/components/ui/data-table.tsx'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import { useRowDelete } from '#app/components/ui/use-row-delete.ts'
import { errorMessage } from '#app/lib/api-error.ts'
import { useSchoolHolidays } from '#app/lib/school-holidays.ts'
import { useOnline } from '#app/offline/hooks.ts'
import { useDeleteSchoolHoliday } from '../api/delete-school-holiday.ts'
import { NewHolidayForm } from '../components/new-holiday-form.tsx'

/** 'lunes 7 de junio de 2027' */
const dayLabel = (day: string) => `${formatDayMonth(day)} de ${day.slice(0, 4)}`

export function HolidaysPage() {
  const online = useOnline()
  const { data, isPending, isError } = useSchoolHolidays()
  const remove = useDeleteSchoolHoliday()
  const deletion = useRowDelete<SchoolHoliday>(
    (id) => remove.mutateAsync(id),
    (failure) => errorMessage(failure, t.removeError),
  )
  const today = todayInSantiago()

  return (
    <div className="holidays">
      <PageTitle>{t.title}</PageTitle>
      <p className="text-muted">{t.intro}</p>
      {!online && <p className="text-muted">{uiAdmin.offlineReadOnly}</p>}
      <NewHolidayForm disabled={!online} />
      <RowDeletion
        deletion={deletion}
        title={t.confirmTitle}
        message={(h) => t.confirmRemove(h.name, dayLabel(h.day))}
        confirmLabel={t.remove}
      >
        <DataTable
          caption={t.caption}
          cards
          columns={[
            {
              header: t.day,
              cell: (h) => (
                <span className={h.day < today ? 'holiday-past' : undefined}>
                  {dayLabel(h.day)}
                  {h.day < today && <span className="holiday-past-badge">{t.past}</span>}
                </span>
              ),
            },
            { header: t.name, cell: (h) => h.name },
          ]}
          rows={data}
          loading={isPending}
          error={isError ? t.loadError : null}
          emptyText={t.empty}
          action={{
            label: () => t.remove,
            ariaLabel: (h) => t.removeOf(h.name),
            tone: 'danger',
            disabled: () => !online,
            onClick: (h) => deletion.ask(h),
          }}
        />
      </RowDeletion>
    </div>
  )
}
