// 'Actualizar usuario': the person form filled with the stored values, the same rules as creation,
// and PATCH /api/users/{id} with only what changed.
import { useState } from 'react'
import type { User } from '#shared/contract/users.ts'
import { ui } from '#app/i18n/ui.ts'
import { uiPeople } from '#app/i18n/ui-people.ts'
import { errorMessage } from '#app/lib/api-error.ts'
import { useUpdatePerson } from '../api/update-person.ts'
import type { PeopleKindConfig } from '../people-kinds.ts'
import {
  isPersonFormReady,
  personFormFrom,
  toUpdateBody,
  type PersonField,
} from '../person-form-values.ts'
import { PersonFormFields } from './person-form-fields.tsx'
import { PersonFormFrame } from './person-form-frame.tsx'

const t = uiPeople.detail

interface EditPersonFormProps {
  id: string
  kind: PeopleKindConfig
  person: User
  onDone: () => void
}

export function EditPersonForm({ id, kind, person, onDone }: EditPersonFormProps) {
  const [initial, setInitial] = useState(() => personFormFrom(person))
  const [values, setValues] = useState(initial)
  const [saved, setSaved] = useState(false)
  const update = useUpdatePerson(person.id)
  const changes = toUpdateBody(kind, values, initial)
  const changed = Object.keys(changes).length > 0
  const ready = isPersonFormReady(kind, values) && changed

  const onChange = (field: PersonField, value: string) => {
    setSaved(false)
    if (update.isError) update.reset()
    setValues((current) => ({ ...current, [field]: value }))
  }

  const onSubmit = () => {
    if (!ready || update.isPending) return
    update.mutate(changes, {
      onSuccess: (user) => {
        const stored = personFormFrom(user)
        setInitial(stored)
        setValues(stored)
        setSaved(true)
      },
    })
  }

  return (
    <PersonFormFrame
      id={id}
      titleId={`${id}-title`}
      title={t.updateTitle}
      busy={update.isPending}
      onSubmit={onSubmit}
      error={update.isError ? errorMessage(update.error, t.updateFailed) : null}
      fields={<PersonFormFields idPrefix="edit" kind={kind} values={values} onChange={onChange} />}
      actions={
        <>
          <button type="button" className="btn btn-secondary" onClick={onDone}>
            {ui.common.cancel}
          </button>
          <button type="submit" className="btn btn-primary" disabled={!ready || update.isPending}>
            {update.isPending ? t.saving : t.save}
          </button>
        </>
      }
    >
      {saved && (
        <p className="form-success" role="status">
          {t.updated}
        </p>
      )}
    </PersonFormFrame>
  )
}
