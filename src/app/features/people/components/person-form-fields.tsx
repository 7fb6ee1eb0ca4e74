// The labelled inputs of the person form (create and update): name, last name, RUT (formatted on
// blur), email, and phone (grouped on blur) / birth date where the list asks for them. Errors are tied to their input.
import { FormField } from '#app/components/ui/form-field.tsx'
import { uiPeople } from '#app/i18n/ui-people.ts'
import { FIRST_BIRTH_DATE, todayInSantiago } from '#shared/dates.ts'
import { formatPhone } from '#shared/phone.ts'
import type { PeopleKindConfig } from '../people-kinds.ts'
import {
  personFormErrors,
  tidyRut,
  type PersonField,
  type PersonFormValues,
} from '../person-form-values.ts'

interface PersonFormFieldsProps {
  /** Prefix of the input ids, unique on the page ('create', 'edit'). */
  idPrefix: string
  kind: PeopleKindConfig
  values: PersonFormValues
  onChange: (field: PersonField, value: string) => void
}

export function PersonFormFields({ idPrefix, kind, values, onChange }: PersonFormFieldsProps) {
  const errors = personFormErrors(kind, values)
  const id = (field: string) => `${idPrefix}-${field}`
  const text = (field: PersonField, label: string, extra: Partial<InputProps> = {}) => (
    <FormField key={field} id={id(field)} label={label} error={extra.error} hint={extra.hint} alert>
      {(aria) => (
        <input
          id={id(field)}
          className="input"
          type={extra.type ?? 'text'}
          autoComplete={extra.autoComplete}
          inputMode={extra.inputMode}
          min={extra.min}
          max={extra.max}
          required
          value={values[field]}
          {...aria}
          onChange={(event) => onChange(field, event.target.value)}
          onBlur={extra.onBlur}
        />
      )}
    </FormField>
  )

  return (
    <div className="person-fields">
      {text('name', uiPeople.fields.name, { autoComplete: 'off', error: errors.name })}
      {text('last_name', uiPeople.fields.lastName, {
        autoComplete: 'off',
        error: errors.last_name,
      })}
      {text('rut', uiPeople.fields.rut, {
        error: errors.rut,
        hint: uiPeople.hints.rut,
        autoComplete: 'off',
        onBlur: () => onChange('rut', tidyRut(values.rut)),
      })}
      {text('email', uiPeople.fields.email, { type: 'email', autoComplete: 'off' })}
      {kind.phone &&
        text('phone', uiPeople.fields.phone, {
          type: 'tel',
          inputMode: 'tel',
          error: errors.phone,
          hint: kind.phoneRule === 'any' ? uiPeople.hints.phoneOrLandline : uiPeople.hints.phone,
          autoComplete: 'off',
          onBlur: () => onChange('phone', formatPhone(values.phone)),
        })}
      {kind.birthDate &&
        text('birth_date', uiPeople.fields.birthDate, {
          type: 'date',
          min: FIRST_BIRTH_DATE,
          max: todayInSantiago(),
          error: errors.birth_date,
        })}
    </div>
  )
}

interface InputProps {
  type: string
  autoComplete: string
  inputMode: 'tel'
  min: string
  max: string
  error: string | undefined
  hint: string
  onBlur: () => void
}
