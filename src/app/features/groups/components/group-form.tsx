// Nuevo grupo / Editar grupo (spec §2, §5): name, weekly schedule (days + time, default 10:00),
// dates and an optional price with its tax flag (exento de IVA or afecto); an edited price asks
// from when it applies ('Vigente desde'). Then what the public schedule shows: level, ages,
// places, map link and whether it is shown at all.
// Admins only and online only: the server owns groups.
import { AmountInput } from '#app/components/amount-input/amount-input.tsx'
import { FormField } from '#app/components/ui/form-field.tsx'
import { TextAreaField } from '#app/components/ui/text-area-field.tsx'
import '#app/styles/inline-form.css'
import { useId, useState, type FormEvent, type InputHTMLAttributes } from 'react'
import { SCHOOL_CALENDAR } from '#shared/dates.ts'
import { uiField } from '#app/i18n/ui-field.ts'
import type { GroupCreateBody, GroupDetail } from '#shared/contract/groups.ts'
import { validationMessages } from '#shared/i18n/validation.ts'
import { GROUP_LEVEL_LABELS, GROUP_LEVELS, type GroupLevel } from '#shared/group-levels.ts'
import { WEEKDAY_LABELS, WEEKDAYS, type Weekday } from '#shared/rrule.ts'
import { ApiError } from '#app/lib/api-error.ts'
import { useOnline } from '#app/offline/hooks.ts'
import { createGroup } from '../api/create-group.ts'
import { updateGroup } from '../api/update-group.ts'
import {
  groupFormFrom,
  initialGroupForm,
  priceChanged,
  toGroupBody,
  toGroupUpdate,
  type GroupFormErrors,
  type GroupFormValues,
} from '../group-form-values.ts'

const t = uiField.groupForm

/** A small whole number (ages, places) typed on a phone's number pad. */
const WHOLE = { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 3 } as const

/** A date input within the school's calendar. */
const SCHOOL_DATES = { type: 'date', min: SCHOOL_CALENDAR.first, max: SCHOOL_CALENDAR.last }

type InputKey =
  | 'name'
  | 'location'
  | 'time'
  | 'start_date'
  | 'end_date'
  | 'age_min'
  | 'age_max'
  | 'capacity'
  | 'map_url'

interface GroupFormProps {
  /** Called once the group is saved. */
  onCreated: () => void
  /** The group to edit; without it the form creates one. */
  group?: GroupDetail
}

export function GroupForm({ onCreated, group }: GroupFormProps) {
  const prefix = useId()
  const online = useOnline()
  const [values, setValues] = useState<GroupFormValues>(() =>
    group ? groupFormFrom(group) : initialGroupForm(),
  )
  const [errors, setErrors] = useState<GroupFormErrors>({})
  const [saving, setSaving] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  const set = <K extends keyof GroupFormValues>(key: K, value: GroupFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }))
  /** The props of a one-line field of the form: its id, label, error, value and setter. */
  const input = (key: InputKey, label: string) => ({
    id: `${prefix}-${key}`,
    label,
    error: errors[key],
    value: values[key],
    onValue: (text: string) => set(key, text),
  })
  const toggleDay = (day: Weekday, on: boolean) =>
    set('days', on ? [...values.days, day] : values.days.filter((d) => d !== day))

  async function save(event: FormEvent) {
    event.preventDefault()
    const result = group ? toGroupUpdate(values, group) : toGroupBody(values)
    if (!result.ok) {
      setErrors(result.errors)
      return
    }
    setErrors({})
    if (result.body === null) {
      setFailure(validationMessages.emptyUpdate)
      return
    }
    setSaving(true)
    setFailure(null)
    try {
      if (group) await updateGroup(group.id, result.body)
      else await createGroup(result.body as GroupCreateBody)
      onCreated()
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.status === 0
          ? uiField.groups.offline
          : error instanceof ApiError && error.status === 400 && error.detail
            ? error.detail
            : group
              ? t.editError
              : t.error,
      )
      setSaving(false)
    }
  }
  const datedChange = group !== undefined && priceChanged(values, group)
  const hasPrice = values.price.trim() !== ''

  return (
    <form className="inline-form" onSubmit={(event) => void save(event)} noValidate>
      <h2>{group ? t.editTitle : t.title}</h2>
      {!online && (
        <p className="notice" role="status">
          {uiField.groups.offline}
        </p>
      )}
      <div className="inline-form-grid">
        <GroupInput {...input('name', t.name)} wide required maxLength={100} />
        <TextAreaField
          id={`${prefix}-description`}
          label={t.description}
          error={errors.description}
          className="field inline-form-wide"
          rows={2}
          maxLength={2000}
          value={values.description}
          onChange={(text) => set('description', text)}
        />
        <GroupInput
          {...input('location', t.location)}
          wide
          maxLength={200}
          placeholder={t.locationHint}
        />
        <fieldset
          className="weekday-picker inline-form-wide"
          aria-describedby={errors.days ? `${prefix}-days-error` : undefined}
        >
          <legend>{t.days}</legend>
          <div className="weekday-options">
            {WEEKDAYS.map((day) => (
              <label key={day} className="weekday-option">
                <input
                  type="checkbox"
                  checked={values.days.includes(day)}
                  onChange={(e) => toggleDay(day, e.target.checked)}
                />
                <span>{WEEKDAY_LABELS[day]}</span>
              </label>
            ))}
          </div>
          {errors.days && (
            <p id={`${prefix}-days-error`} className="field-error">
              {errors.days}
            </p>
          )}
        </fieldset>
        <GroupInput {...input('time', t.time)} type="time" required />
        <GroupInput {...input('start_date', t.startDate)} {...SCHOOL_DATES} required />
        <GroupInput {...input('end_date', t.endDate)} {...SCHOOL_DATES} />
        <FormField id={`${prefix}-price`} label={t.price} error={errors.price}>
          {(aria) => (
            <AmountInput
              id={`${prefix}-price`}
              {...aria}
              inputMode="numeric"
              className="input"
              value={values.price}
              onChange={(amount) => set('price', amount)}
            />
          )}
        </FormField>
        {hasPrice && (
          <label className="inline-form-check">
            <input
              type="checkbox"
              checked={values.exempt}
              onChange={(e) => set('exempt', e.target.checked)}
            />
            <span>{t.exempt}</span>
          </label>
        )}
        {datedChange && (
          <FormField id={`${prefix}-valid_from`} label={t.validFrom} hint={t.validFromHint}>
            {(aria) => (
              <input
                id={`${prefix}-valid_from`}
                {...SCHOOL_DATES}
                className="input"
                required
                {...aria}
                aria-invalid={errors.valid_from ? true : undefined}
                value={values.valid_from}
                onChange={(e) => e.target.value && set('valid_from', e.target.value)}
              />
            )}
          </FormField>
        )}
        <h3 className="inline-form-wide group-form-section">{t.publicTitle}</h3>
        <p className="inline-form-wide field-hint">{t.publicHint}</p>
        <FormField id={`${prefix}-level`} label={t.level} error={errors.level}>
          {(aria) => (
            <select
              id={`${prefix}-level`}
              {...aria}
              className="input"
              value={values.level}
              onChange={(e) => set('level', e.target.value as GroupLevel | '')}
            >
              <option value="">{t.noLevel}</option>
              {GROUP_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {GROUP_LEVEL_LABELS[level]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <GroupInput {...input('age_min', t.ageMin)} {...WHOLE} />
        <GroupInput {...input('age_max', t.ageMax)} {...WHOLE} hint={t.ageMaxHint} />
        <GroupInput {...input('capacity', t.capacity)} {...WHOLE} hint={t.capacityHint} />
        <GroupInput
          {...input('map_url', t.mapUrl)}
          wide
          type="url"
          maxLength={500}
          placeholder={t.mapUrlHint}
        />
        <label className="inline-form-check inline-form-wide">
          <input
            type="checkbox"
            checked={values.published}
            onChange={(e) => set('published', e.target.checked)}
          />
          <span>{t.published}</span>
        </label>
      </div>
      <div className="sticky-actions">
        {failure && (
          <p className="form-error" role="alert">
            {failure}
          </p>
        )}
        <button
          type="submit"
          className="btn btn-primary btn-large btn-block"
          disabled={saving || !online}
        >
          {saving ? t.saving : group ? t.saveChanges : t.save}
        </button>
      </div>
    </form>
  )
}

interface GroupInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  id: string
  label: string
  error?: string
  value: string
  onValue: (text: string) => void
  /** Spans the form's whole width. */
  wide?: boolean
  hint?: string
}

/** A labelled one-line input of the form, with its error under it. */
function GroupInput({ id, label, error, onValue, wide, hint, ...input }: GroupInputProps) {
  return (
    <FormField
      id={id}
      label={label}
      error={error}
      hint={hint}
      className={wide ? 'field inline-form-wide' : undefined}
    >
      {(aria) => (
        <input
          id={id}
          {...aria}
          className="input"
          {...input}
          onChange={(e) => onValue(e.target.value)}
        />
      )}
    </FormField>
  )
}
