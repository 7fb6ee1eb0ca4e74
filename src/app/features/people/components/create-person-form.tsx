// The creation form of a people list (spec §2/§4): submit only when the rules of §5 pass,
// 'Creando...' while the server works, its detail when it refuses (the form stays open to fix it).
import { useState } from 'react'
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
import { PersonFormFrame } from './person-form-frame.tsx'
import {
  emptyNewStudentSupporter,
  isSupporterChoiceReady,
  NewStudentSupporter,
  supporterChoiceBody,
} from './new-student-supporter.tsx'

interface CreatePersonFormProps {
  kind: PeopleKind
  onCreated: (user: CreatedUser) => void
}

export function CreatePersonForm({ kind, onCreated }: CreatePersonFormProps) {
  const config = PEOPLE_KINDS[kind]
  const [values, setValues] = useState(emptyPersonForm)
  const [supporter, setSupporter] = useState(emptyNewStudentSupporter)
  const create = useCreatePerson(kind)
  const online = useOnline()
  const isStudent = kind === 'students'
  const ready =
    isPersonFormReady(config, values) && (!isStudent || isSupporterChoiceReady(supporter)) && online

  const onChange = (field: PersonField, value: string) => {
    if (create.isError) create.reset()
    setValues((current) => ({ ...current, [field]: value }))
  }

  const onSubmit = () => {
    if (!ready || create.isPending) return
    const body = toCreateBody(config, values)
    create.mutate(isStudent ? { ...body, ...supporterChoiceBody(supporter) } : body, {
      onSuccess: (user) => onCreated(user),
    })
  }

  return (
    <PersonFormFrame
      titleId={`create-${kind}-title`}
      title={uiPeople.formTitle[kind]}
      busy={create.isPending}
      onSubmit={onSubmit}
      error={create.isError ? errorMessage(create.error, uiPeople.createFailed) : null}
      fields={
        <>
          <PersonFormFields idPrefix="create" kind={config} values={values} onChange={onChange} />
          {isStudent && (
            <NewStudentSupporter
              value={supporter}
              onChange={(next) => {
                if (create.isError) create.reset()
                setSupporter(next)
              }}
            />
          )}
        </>
      }
      actions={
        <button type="submit" className="btn btn-primary" disabled={!ready || create.isPending}>
          {create.isPending ? uiPeople.creating : uiPeople.create}
        </button>
      }
    >
      {!online && (
        <p className="notice" role="status">
          {uiPeople.createOffline}
        </p>
      )}
    </PersonFormFrame>
  )
}
