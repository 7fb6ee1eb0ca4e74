// The form that adds a school holiday: its day and its name, checked by the contract's rules
// before sending (the same Spanish words the API would answer), the server's refusal below it.
import { useState, type FormEvent } from 'react'
import { schoolHolidayBodySchema, HOLIDAY_NAME_MAX } from '#shared/contract/holidays.ts'
import { uiHolidays as t } from '#app/i18n/ui-holidays.ts'
import { fieldErrors } from '#app/lib/contract-errors.ts'
import { errorMessage } from '#app/lib/api-error.ts'
import { useCreateSchoolHoliday } from '../api/create-school-holiday.ts'
import { ErrorAlert, SuccessNote } from '#app/components/ui/form-message.tsx'
import { FormField } from '#app/components/ui/form-field.tsx'

const EMPTY = { day: '', name: '' }

export function NewHolidayForm({ disabled }: { disabled: boolean }) {
  const create = useCreateSchoolHoliday()
  const [fields, setFields] = useState(EMPTY)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [added, setAdded] = useState<string | null>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setAdded(null)
    setFailure(null)
    const checked = schoolHolidayBodySchema.safeParse(fields)
    setErrors(fieldErrors(checked))
    if (!checked.success) return
    create.mutate(checked.data, {
      onSuccess: (holiday) => {
        setFields(EMPTY)
        setAdded(t.added(holiday.name))
      },
      onError: (error) => setFailure(errorMessage(error, t.addError)),
    })
  }

  /** The id, label and error of a field, and its control's value and change. */
  const field = (name: keyof typeof EMPTY, label: string) => ({
    id: `holiday-${name}`,
    label,
    error: errors[name],
  })
  const control = (name: keyof typeof EMPTY) => ({
    id: `holiday-${name}`,
    value: fields[name],
    onChange: (event: { target: { value: string } }) =>
      setFields((current) => ({ ...current, [name]: event.target.value })),
  })

  return (
    <form className="inline-form" onSubmit={submit} noValidate aria-labelledby="holiday-new-title">
      <h2 id="holiday-new-title">{t.newTitle}</h2>
      <div className="inline-form-grid">
        <FormField {...field('day', t.day)}>
          {(aria) => <input className="input" type="date" {...control('day')} {...aria} />}
        </FormField>
        <FormField {...field('name', t.name)}>
          {(aria) => (
            <input
              className="input"
              type="text"
              maxLength={HOLIDAY_NAME_MAX}
              placeholder={t.namePlaceholder}
              {...control('name')}
              {...aria}
            />
          )}
        </FormField>
      </div>
      <ErrorAlert message={failure} />
      <SuccessNote message={added} />
      <div className="holidays-actions">
        <button type="submit" className="btn btn-primary" disabled={disabled || create.isPending}>
          {create.isPending ? t.adding : t.add}
        </button>
      </div>
    </form>
  )
}
