// Nueva asistencia (spec §2, §4, §5): the one-off or group class with its attending students,
// saved through the outbox so it works with no signal (the session gets a client uuid).
import '#app/components/assignment/assignment.css'
import '#app/styles/inline-form.css'
import { useId, useReducer, useState, type FormEvent } from 'react'
import { CLASS_TYPE_LABELS, CLASS_TYPES, type ClassType } from '#shared/contract/class-sessions.ts'
import { SCHOOL_CALENDAR } from '#shared/dates.ts'
import { FormField } from '#app/components/ui/form-field.tsx'
import { TextAreaField } from '#app/components/ui/text-area-field.tsx'
import { uiField } from '#app/i18n/ui-field.ts'
import { useSessionUser } from '#app/lib/session/session-user-context.ts'
import { useGroups } from '#app/offline/hooks.ts'
import { createClassSession } from '#app/offline/mutations.ts'
import { getGroup } from '#app/offline/queries.ts'
import {
  classFormReducer,
  initialClassForm,
  isClassFormComplete,
  parseClassForm,
  TIME_STEP_SECONDS,
  toFormStudent,
  type ClassFormErrors,
  type ClassFormState,
  type ClassSessionFields,
} from '../class-form-state.ts'
import { FormStudentsTable } from './form-students-table.tsx'
import { StudentSearch } from './student-search.tsx'

const t = uiField.classForm

interface ClassSessionFormProps {
  onCreated: (id: string) => void
  /** For tests: the instant the form starts at. */
  now?: Date
}

export function ClassSessionForm({ onCreated, now }: ClassSessionFormProps) {
  const ids = { name: useId(), type: useId(), date: useId(), time: useId(), desc: useId() }
  const groupId = useId()
  const user = useSessionUser()
  const groups = useGroups()
  const [state, dispatch] = useReducer(classFormReducer, now, initialClassForm)
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [errors, setErrors] = useState<ClassFormErrors>({})

  async function chooseGroup(id: string) {
    dispatch({ type: 'group', groupId: id })
    if (!id) return
    try {
      const group = await getGroup(id)
      dispatch({
        type: 'groupLoaded',
        groupId: id,
        students: (group?.students ?? []).map(toFormStudent),
      })
    } catch (failure) {
      console.error(failure)
    }
  }

  async function save(event: FormEvent) {
    event.preventDefault()
    if (!isClassFormComplete(state)) {
      setError(t.required)
      return
    }
    const parsed = parseClassForm(state)
    setErrors(parsed.ok ? {} : parsed.errors)
    if (!parsed.ok) {
      setError(null)
      return
    }
    setSaving(true)
    setError(null)
    try {
      const id = await createClassSession(toNewSession(parsed.fields, state, user))
      onCreated(id)
    } catch (failure) {
      console.error(failure)
      setError(t.error)
      setSaving(false)
    }
  }

  return (
    <form className="inline-form class-form" onSubmit={(event) => void save(event)} noValidate>
      <h2>{t.title}</h2>
      <div className="inline-form-grid">
        <FormField id={ids.name} label={t.name} error={errors.name}>
          {(aria) => (
            <input
              id={ids.name}
              className="input"
              value={state.name}
              maxLength={200}
              {...aria}
              onChange={(e) => dispatch({ type: 'field', field: 'name', value: e.target.value })}
            />
          )}
        </FormField>
        <FormField id={ids.type} label={t.type}>
          {() => (
            <select
              id={ids.type}
              className="input"
              required
              aria-required="true"
              value={state.class_type}
              onChange={(e) => dispatch({ type: 'classType', value: e.target.value as ClassType })}
            >
              <option value="">{t.typePlaceholder}</option>
              {CLASS_TYPES.map((type) => (
                <option key={type} value={type}>
                  {CLASS_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={ids.date} label={t.date} error={errors.date}>
          {(aria) => (
            <input
              id={ids.date}
              type="date"
              className="input"
              required
              min={SCHOOL_CALENDAR.first}
              max={SCHOOL_CALENDAR.last}
              value={state.date}
              {...aria}
              onChange={(e) => dispatch({ type: 'date', value: e.target.value })}
            />
          )}
        </FormField>
        <FormField id={ids.time} label={t.time}>
          {() => (
            <input
              id={ids.time}
              type="time"
              className="input"
              required
              step={TIME_STEP_SECONDS}
              value={state.time}
              onChange={(e) => dispatch({ type: 'time', value: e.target.value })}
            />
          )}
        </FormField>
        <TextAreaField
          id={ids.desc}
          className="field inline-form-wide"
          label={t.description}
          rows={2}
          maxLength={2000}
          error={errors.description}
          value={state.description}
          onChange={(value) => dispatch({ type: 'field', field: 'description', value })}
        />
        {state.class_type === 'group' && (
          <FormField id={groupId} label={t.group} className="field inline-form-wide">
            {() => (
              <select
                id={groupId}
                className="input"
                value={state.group_id}
                onChange={(e) => void chooseGroup(e.target.value)}
              >
                <option value="">{t.noGroup}</option>
                {(groups ?? []).map((group) => (
                  <option key={group.id} value={group.id}>
                    {group.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        )}
      </div>

      <StudentSearch
        excludeIds={state.students.map((s) => s.id)}
        onPick={(student) => dispatch({ type: 'addStudent', student: toFormStudent(student) })}
      />
      <FormStudentsTable
        students={state.students}
        onTransport={(id, value) => dispatch({ type: 'transport', id, value })}
        onRemove={(id) => dispatch({ type: 'removeStudent', id })}
      />
      <p className="notice class-form-info">{t.info}</p>

      <div className="sticky-actions">
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary btn-large btn-block" disabled={saving}>
          {saving ? t.saving : t.save}
        </button>
      </div>
    </form>
  )
}

function toNewSession(
  fields: ClassSessionFields,
  state: ClassFormState,
  user: { id: string; role: string } | null,
) {
  return {
    ...fields,
    id: crypto.randomUUID(),
    teacher_ids: user?.role === 'teacher' ? [user.id] : [],
    students: state.students.map((s) => ({ student_id: s.id, used_transport: s.used_transport })),
  }
}
