// The supporter part of the student creation form: none for now, one already registered (searched
// by name or RUT; a teacher, by name, and shown without RUT), or a new one typed in the same form
// and created with the student.
import { useState } from 'react'
import { uiPeople } from '#app/i18n/ui-people.ts'
import { usePeople } from '../api/get-people.ts'
import { PEOPLE_KINDS } from '../people-kinds.ts'
import {
  emptyPersonForm,
  isPersonFormReady,
  toCreateBody,
  type PersonField,
  type PersonFormValues,
} from '../person-form-values.ts'
import { PersonFormFields } from './person-form-fields.tsx'
import { SearchField } from './search-field.tsx'

const t = uiPeople.newStudentSupporter
const SUPPORTERS = PEOPLE_KINDS.supporters

export type SupporterMode = 'none' | 'existing' | 'new'

export interface NewStudentSupporterValue {
  mode: SupporterMode
  supporterId: string
  supporter: PersonFormValues
}

export const emptyNewStudentSupporter = (): NewStudentSupporterValue => ({
  mode: 'none',
  supporterId: '',
  supporter: emptyPersonForm(),
})

export function isSupporterChoiceReady(value: NewStudentSupporterValue): boolean {
  if (value.mode === 'existing') return value.supporterId !== ''
  if (value.mode === 'new') return isPersonFormReady(SUPPORTERS, value.supporter)
  return true
}

/** What the choice adds to POST /api/students. */
export function supporterChoiceBody(value: NewStudentSupporterValue) {
  if (value.mode === 'existing') return { supporter_id: value.supporterId }
  if (value.mode === 'new') return { supporter: toCreateBody(SUPPORTERS, value.supporter) }
  return {}
}

interface NewStudentSupporterProps {
  value: NewStudentSupporterValue
  onChange: (value: NewStudentSupporterValue) => void
}

export function NewStudentSupporter({ value, onChange }: NewStudentSupporterProps) {
  const [search, setSearch] = useState('')
  const supporters = usePeople('supporters', search, value.mode === 'existing')
  const modes: [SupporterMode, string][] = [
    ['none', t.none],
    ['existing', t.existing],
    ['new', t.new],
  ]
  const setField = (field: PersonField, text: string) =>
    onChange({ ...value, supporter: { ...value.supporter, [field]: text } })

  return (
    <fieldset className="new-student-supporter">
      <legend>{t.legend}</legend>
      <div className="supporter-modes">
        {modes.map(([mode, label]) => (
          <label key={mode}>
            <input
              type="radio"
              name="new-student-supporter"
              checked={value.mode === mode}
              onChange={() => onChange({ ...value, mode })}
            />{' '}
            {label}
          </label>
        ))}
      </div>
      {value.mode === 'existing' && (
        <div className="person-fields">
          <SearchField
            id="create-supporter-search"
            label={t.search}
            value={search}
            onChange={setSearch}
          />
          <div className="field">
            <label htmlFor="create-supporter-id">{t.choose}</label>
            <select
              id="create-supporter-id"
              className="input"
              value={value.supporterId}
              onChange={(event) => onChange({ ...value, supporterId: event.target.value })}
            >
              <option value="">{t.pick}</option>
              {(supporters.data ?? []).map((s) => (
                <option key={s.id} value={s.id}>
                  {s.rut ? `${s.name} ${s.last_name} (${s.rut})` : `${s.name} ${s.last_name}`}
                </option>
              ))}
            </select>
            {supporters.data?.length === 0 && <p className="field-hint">{t.noMatches}</p>}
          </div>
        </div>
      )}
      {value.mode === 'new' && (
        <PersonFormFields
          idPrefix="create-supporter"
          kind={SUPPORTERS}
          values={value.supporter}
          onChange={setField}
        />
      )}
    </fieldset>
  )
}
