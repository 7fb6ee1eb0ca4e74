// One people list screen (spec §2 "User list screens"), parameterised by list: title, search as you
// type (kept in ?search= so a link or reload keeps it), the add button with its form, the Excel
// download where there is one (admins), and the table of name, RUT and e-mail linking to each
// person. A teacher's list of students or guardians is names only (Ley 21.719).
import '../people.css'
import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import type { CreatedUser } from '#shared/contract/users.ts'
import { uiPeople } from '#app/i18n/ui-people.ts'
import { formatRut } from '#shared/rut.ts'
import { DataTable, type Column } from '#app/components/ui/data-table.tsx'
import { PageTitle } from '#app/components/ui/page-title.tsx'
import { useSessionUser } from '#app/lib/session/session-user-context.ts'
import { formatNumber } from '#shared/money.ts'
import { DOWNLOAD_ROLES, seesFamilyIdentifiers } from '#shared/people-access.ts'
import { usePeopleRows, type PersonRow } from '../hooks/use-people-rows.ts'
import { useShownRows } from '../hooks/use-shown-rows.ts'
import { PEOPLE_KINDS, personPath, type PeopleKind } from '../people-kinds.ts'
import { CreatePersonForm } from './create-person-form.tsx'
import { DownloadButton } from './download-button.tsx'
import { TemporaryPassword } from './temporary-password.tsx'
import { SearchField } from './search-field.tsx'

const RUT_COLUMN: Column<PersonRow> = {
  header: uiPeople.columns.rut,
  cell: (p) => (p.rut ? formatRut(p.rut) : '-'),
  narrow: true,
}
const EMAIL_COLUMN: Column<PersonRow> = {
  header: uiPeople.columns.email,
  cell: (p) => p.email || '-',
}
const NAME_COLUMN: Column<PersonRow> = {
  header: uiPeople.columns.name,
  cell: (p) => `${p.name} ${p.last_name}`,
}
const columns: Column<PersonRow>[] = [NAME_COLUMN, RUT_COLUMN, EMAIL_COLUMN]

export function PeopleListPage({ kind }: { kind: PeopleKind }) {
  const config = PEOPLE_KINDS[kind]
  const role = useSessionUser()?.role
  const [params, setParams] = useSearchParams()
  const search = params.get('search') ?? ''
  const { rows, loading, error, note } = usePeopleRows(kind, search)
  const { shown, total, hidden, showMore } = useShownRows(rows, search)
  const [formOpen, setFormOpen] = useState(false)
  const [created, setCreated] = useState<CreatedUser | null>(null)

  // Families' RUTs and e-mails are for admins (Ley 21.719): the server sends a teacher neither,
  // nor matches them in a search, so a teacher's list has the names only.
  const family = kind === 'students' || kind === 'supporters'
  const namesOnly = family && !seesFamilyIdentifiers(role)
  const shownColumns = namesOnly ? [NAME_COLUMN] : columns
  const mayDownload = role !== undefined && DOWNLOAD_ROLES.includes(role)
  const mayCreate = role !== undefined && config.createRoles.includes(role)
  const mayOpen = role !== undefined && config.detailRoles.includes(role)
  const formId = `create-${kind}-form`

  const onSearch = (value: string) =>
    setParams(value ? { search: value } : {}, { replace: true, preventScrollReset: true })

  const onCreated = (user: CreatedUser) => {
    setCreated(user)
    setFormOpen(false)
  }

  return (
    <div className="people-page people-list">
      <div className="people-header">
        <PageTitle>{config.title}</PageTitle>
        <div className="people-header-actions">
          {family && mayDownload && <DownloadButton kind={kind} />}
          {mayCreate && (
            <button
              type="button"
              className="btn btn-primary"
              aria-expanded={formOpen}
              aria-controls={formOpen ? formId : undefined}
              onClick={() => {
                setFormOpen((open) => !open)
                setCreated(null)
              }}
            >
              {formOpen ? uiPeople.closeForm : uiPeople.add[kind]}
            </button>
          )}
        </div>
      </div>

      {created && (
        <div className="people-created">
          <p className="form-success" role="status">
            {uiPeople.created}
          </p>
          {created.temporary_password && (
            <TemporaryPassword
              password={created.temporary_password}
              onDone={() => setCreated({ ...created, temporary_password: undefined })}
            />
          )}
        </div>
      )}

      {formOpen && (
        <div id={formId}>
          <CreatePersonForm kind={kind} onCreated={onCreated} />
        </div>
      )}

      <SearchField
        id={`${kind}-search`}
        label={namesOnly ? uiPeople.searchByName : uiPeople.search}
        className="field people-search"
        value={search}
        onChange={onSearch}
      />

      {note && (
        <p className="text-muted" role="status">
          {note}
        </p>
      )}
      <DataTable
        cards
        caption={uiPeople.captions[kind]}
        columns={shownColumns}
        rows={shown}
        rowKey={(p) => p.id}
        loading={loading}
        error={error}
        emptyText={uiPeople.empty}
        rowHref={mayOpen ? (p) => personPath(kind, p.id) : undefined}
      />
      {hidden > 0 && (
        <div className="people-more">
          <p className="text-muted" role="status">
            {uiPeople.showing(formatNumber(total - hidden), formatNumber(total))}
          </p>
          <button type="button" className="btn btn-secondary" onClick={showMore}>
            {uiPeople.showMore}
          </button>
        </div>
      )}
    </div>
  )
}
