// Asistencias (spec §2): the recent classes from the local store (works offline), a search, and
// the inline Nueva asistencia form.
import '#app/components/ui/table-cards.css'
import '../attendances.css'
import { useState } from 'react'
import { useLocation } from 'react-router-dom'
import { uiField } from '#app/i18n/ui-field.ts'
import { uiStaff } from '#app/i18n/ui-staff.ts'
import { FallbackBoundary } from '#app/components/ui/fallback-boundary.tsx'
import { CreatedStatus, ListToolbar } from '#app/components/ui/list-toolbar.tsx'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import { useInlineForm } from '#app/components/ui/use-inline-form.ts'
import { useClassSessions } from '#app/offline/hooks.ts'
import { ClassSessionForm } from '../components/class-session-form.tsx'
import { SessionsTable } from '../components/sessions-table.tsx'
import { matchesSessionSearch } from '../session-search.ts'

const t = uiField.attendances

export function AttendancesPage() {
  const location = useLocation()
  const openForm = (location.state as { openForm?: boolean } | null)?.openForm === true
  const form = useInlineForm(openForm)
  const [search, setSearch] = useState('')

  return (
    <div className="attendances table-cards">
      <PageTitle>{uiStaff.titles.attendances}</PageTitle>
      <ListToolbar
        search={{ value: search, onChange: setSearch, label: t.searchLabel, placeholder: t.search }}
        formSwitch={{ form, add: t.add, close: t.closeForm }}
      />
      <CreatedStatus form={form} text={uiField.classForm.success} />
      {form.open && <ClassSessionForm onCreated={form.onCreated} />}
      <FallbackBoundary
        fallback={
          <p className="table-status table-error" role="alert">
            {t.loadError}
          </p>
        }
      >
        <SessionList search={search} />
      </FallbackBoundary>
    </div>
  )
}

function SessionList({ search }: { search: string }) {
  const sessions = useClassSessions()
  return <SessionsTable sessions={sessions?.filter((s) => matchesSessionSearch(s, search))} />
}
