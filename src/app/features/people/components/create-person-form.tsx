// The creation form of a people list (spec §2/§4): submit only when the rules of §5 pass,
// 'Creando...' while the server works, its detail when it refuses (the form stays open to fix it).
// Another screen may open it prefilled and save it its own way (a trial class's 'Inscribir').
import { useState, type ReactNode } from 'react'
import type { CreatedUser, User, UserCreateBody } from '#shared/contract/users.ts'
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
  type PersonFormValues,
} from '../person-form-values.ts'
import { PersonFormFields } from './person-form-fields.tsx'
import { PersonFormFrame } from './person-form-frame.tsx'
import {
  emptyNewStudentSupporter,
  isSupporterChoiceReady,
  NewStudentSupporter,
  supporterChoiceBody,
  type NewStudentSupporterValue,
} from './new-student-supporter.tsx'

interface CreatePersonFormProps {
  kind: PeopleKind
  onCreated: (user: CreatedUser) => void
  /** What the form starts with (a trial-class request's name, phone and e-mail). */
  initial?: { values?: PersonFormValues; supporter?: NewStudentSupporterValue }
  /** Saves instead of POST /api/{kind}; its mutation refreshes what it changed. */
  save?: (body: UserCreateBody) => Promise<User>
  title?: string
  submitLabel?: string
  /** Shown above the fields (a question that changes what the form starts with). */
  lead?: ReactNode
}

export function CreatePersonForm(props: CreatePersonFormProps) {
  const { kind, onCreated, initial } = props
  const config = PEOPLE_KINDS[kind]
  const [values, setValues] = useState(() => initial?.values ?? emptyPersonForm())
  const [supporter, setSupporter] = useState(() => initial?.supporter ?? emptyNewStudentSupporter())
  const create = useCreatePerson(kind, props.save)
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
      title={props.title ?? uiPeople.formTitle[kind]}
      busy={create.isPending}
      onSubmit={onSubmit}
      error={create.isError ? errorMessage(create.error, uiPeople.createFailed) : null}
      fields={
        <>
          {props.lead}
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
          {create.isPending ? uiPeople.creating : (props.submitLabel ?? uiPeople.create)}
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
