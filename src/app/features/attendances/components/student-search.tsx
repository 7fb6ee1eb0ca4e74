// 'Buscar alumno' of the create form (3+ characters, name or RUT; a teacher's, name only: the
// server neither sends nor matches students' RUTs for them): online the server searches the
// whole school (a teacher's device holds only their own students); without signal, or when the
// server cannot be reached, the offline store. Results not yet listed are added with one tap;
// the search then clears and keeps the focus, ready for the next name.
import { useId, useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useLiveQuery } from 'dexie-react-hooks'
import { MIN_SEARCH_LENGTH } from '#shared/search.ts'
import { formatRut } from '#shared/rut.ts'
import { uiField } from '#app/i18n/ui-field.ts'
import { seesFamilyIdentifiers } from '#shared/people-access.ts'
import { useSessionUser } from '#app/lib/session/session-user-context.ts'
import type { LocalStudent } from '#app/offline/db.ts'
import { useOnline } from '#app/offline/hooks.ts'
import { findStudents } from '#app/offline/queries.ts'
import { fetchStudents } from '#app/offline/student-candidates.ts'

const t = uiField.classForm

interface StudentSearchProps {
  excludeIds: readonly string[]
  onPick: (student: LocalStudent) => void
}

export function StudentSearch({ excludeIds, onPick }: StudentSearchProps) {
  const inputId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [search, setSearch] = useState('')
  const active = search.trim().length >= MIN_SEARCH_LENGTH
  const online = useOnline()
  const byName = !seesFamilyIdentifiers(useSessionUser()?.role)
  // NOTE: below the minimum nothing is read at all (an empty search would list every student).
  const server = useQuery({
    queryKey: ['class-form', 'student-search', search.trim()],
    queryFn: ({ signal }) => fetchStudents(search, signal),
    enabled: active && online,
  })
  const fromStore = !online || server.isError
  const local = useLiveQuery(
    () => (active && fromStore ? findStudents(search) : Promise.resolve([])),
    [search, active, fromStore],
  )
  const results = fromStore ? local : server.data
  const excluded = new Set(excludeIds)
  const shown = (results ?? []).filter((s) => !excluded.has(s.id)).slice(0, 20)

  return (
    <div className="field student-search">
      <label htmlFor={inputId}>{t.searchStudent}</label>
      <input
        id={inputId}
        ref={inputRef}
        type="search"
        className="input"
        autoComplete="off"
        placeholder={byName ? t.searchPlaceholderByName : t.searchPlaceholder}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {active && (
        <div className="student-results" aria-live="polite">
          {fromStore && <p className="text-muted">{t.searchOffline}</p>}
          {results === undefined ? (
            <p className="text-muted">{t.searching}</p>
          ) : shown.length === 0 ? (
            <p className="text-muted">{t.noStudents}</p>
          ) : (
            <ul>
              {shown.map((student) => {
                const name = `${student.name} ${student.last_name}`
                return (
                  <li key={student.id}>
                    <button
                      type="button"
                      className="student-result"
                      aria-label={t.addStudent(name)}
                      onClick={() => {
                        onPick(student)
                        setSearch('')
                        inputRef.current?.focus()
                      }}
                    >
                      <span className="student-result-name">{name}</span>
                      {student.rut && (
                        <span className="student-result-rut">{formatRut(student.rut)}</span>
                      )}
                      <span aria-hidden="true" className="student-result-add">
                        +
                      </span>
                    </button>
                  </li>
                )
              })}
            </ul>
          )}
        </div>
      )}
    </div>
  )
}
