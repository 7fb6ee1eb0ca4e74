// The creation form of a people list (spec §2/§4): submit only when the rules of §5 pass,
// 'Creando...' while the server works, its detail when it refuses (the form stays open to fix it).
import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { CreatedUser } from '#shared/contract/users.ts'
import { uiPeople } from '#app/i18n/ui-people.ts'
import { errorMessage } from '#app/lib/api-error.ts'
import { useOnline } from '#app/offline/hooks.ts'
import { useCreatePerson } from '../api/create-person.ts'
import { PEOPLE_KINDS, type PeopleKind } from '../people-kinds.ts'
import {
  emptyPersonForm,
  isPersonFormReady,
  toCreateBody,
  type PersonField,
} from '../person-form-values.ts'
import { PersonFormFields } from './person-form-fields.tsx'

interface CreatePersonFormProps {
  kind: PeopleKind
  onCreated: (user: CreatedUser) => void
}

export function CreatePersonForm({ kind, onCreated }: CreatePersonFormProps) {
  const config = PEOPLE_KINDS[kind]
  const [values, setValues] = useState(emptyPersonForm)
  const create = useCreatePerson(kind)
  const online = useOnline()
  const form = useRef<HTMLFormElement>(null)
  const ready = isPersonFormReady(config, values) && online

  useEffect(() => form.current?.querySelector('input')?.focus(), [])

  const onChange = (field: PersonField, value: string) => {
    if (create.isError) create.reset()
    setValues((current) => ({ ...current, [field]: value }))
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!ready || create.isPending) return
    create.mutate(toCreateBody(config, values), { onSuccess: (user) => onCreated(user) })
  }

  return (
    <form
      ref={form}
      className="person-form people-card"
      aria-labelledby={`create-${kind}-title`}
      onSubmit={onSubmit}
      noValidate
    >
      <h2 id={`create-${kind}-title`}>{uiPeople.formTitle[kind]}</h2>
      <fieldset className="form-fields" disabled={create.isPending}>
        <PersonFormFields idPrefix="create" kind={config} values={values} onChange={onChange} />
      </fieldset>
      {!online && (
        <p className="notice" role="status">
          {uiPeople.createOffline}
        </p>
      )}
      {create.isError && (
        <p className="form-error" role="alert">
          {errorMessage(create.error, uiPeople.createFailed)}
        </p>
      )}
      <div className="people-form-actions">
        <button type="submit" className="btn btn-primary" disabled={!ready || create.isPending}>
          {create.isPending ? uiPeople.creating : uiPeople.create}
        </button>
      </div>
    </form>
  )
}
