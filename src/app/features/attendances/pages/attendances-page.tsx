// Asistencias (spec §2): the recent classes from the local store (works offline), a search, and
// the inline Crear Asistencia form.
import '../attendances.css'
import { useState } from 'react'
import { useLocation } from 'react-router-dom'
import { uiField } from '#shared/i18n/ui-field.ts'
import { ui } from '#shared/i18n/ui.ts'
import { FallbackBoundary } from '#app/components/ui/fallback-boundary.tsx'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import { useClassSessions } from '#app/offline/hooks.ts'
import { ClassSessionForm } from '../components/class-session-form.tsx'
import { SessionsTable } from '../components/sessions-table.tsx'
import { matchesSessionSearch } from '../session-search.ts'

const t = uiField.attendances

export function AttendancesPage() {
  const location = useLocation()
  const openForm = (location.state as { openForm?: boolean } | null)?.openForm === true
  const [formOpen, setFormOpen] = useState(openForm)
  const [search, setSearch] = useState('')
  const [created, setCreated] = useState(false)

  return (
    <div className="attendances">
      <PageTitle>{ui.staff.titles.attendances}</PageTitle>
      <div className="list-toolbar">
        <input
          type="search"
          className="input"
          aria-label={t.searchLabel}
          placeholder={t.search}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <button
          type="button"
          className="btn btn-primary"
          aria-expanded={formOpen}
          onClick={() => {
            setFormOpen((open) => !open)
            setCreated(false)
          }}
        >
          {formOpen ? t.closeForm : t.add}
        </button>
      </div>
      <p className="form-success" role="status" hidden={!created}>
        {created ? uiField.classForm.success : ''}
      </p>
      {formOpen && (
        <ClassSessionForm
          onCreated={() => {
            setFormOpen(false)
            setCreated(true)
          }}
        />
      )}
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
