// The form that adds a school holiday: its day and its name, checked by the contract's rules
// before sending (the same Spanish words the API would answer), the server's refusal below it.
import { useState, type FormEvent } from 'react'
import { schoolHolidayBodySchema, HOLIDAY_NAME_MAX } from '#shared/contract/holidays.ts'
import { uiHolidays as t } from '#app/i18n/ui-holidays.ts'
import { fieldErrors } from '#app/lib/contract-errors.ts'
import { errorMessage } from '#app/lib/api-error.ts'
import { useCreateSchoolHoliday } from '../api/create-school-holiday.ts'

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

  const field = (name: keyof typeof EMPTY) => ({
    id: `holiday-${name}`,
    value: fields[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `holiday-${name}-error` : undefined,
    onChange: (event: { target: { value: string } }) =>
      setFields((current) => ({ ...current, [name]: event.target.value })),
  })
  const errorOf = (name: keyof typeof EMPTY) =>
    errors[name] && (
      <p id={`holiday-${name}-error`} className="field-error">
        {errors[name]}
      </p>
    )

  return (
    <form className="inline-form" onSubmit={submit} noValidate aria-labelledby="holiday-new-title">
      <h2 id="holiday-new-title">{t.newTitle}</h2>
      <div className="inline-form-grid">
        <div className="field">
          <label htmlFor="holiday-day">{t.day}</label>
          <input className="input" type="date" {...field('day')} />
          {errorOf('day')}
        </div>
        <div className="field">
          <label htmlFor="holiday-name">{t.name}</label>
          <input
            className="input"
            type="text"
            maxLength={HOLIDAY_NAME_MAX}
            placeholder={t.namePlaceholder}
            {...field('name')}
          />
          {errorOf('name')}
        </div>
      </div>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      {added && (
        <p className="form-success" role="status">
          {added}
        </p>
      )}
      <div className="holidays-actions">
        <button type="submit" className="btn btn-primary" disabled={disabled || create.isPending}>
          {create.isPending ? t.adding : t.add}
        </button>
      </div>
    </form>
  )
}
