// A labelled form control with its hint and its error under it, both tied to the control for
// screen readers (`<id>-hint`, `<id>-error`).
import type { ReactNode } from 'react'

/** What the control needs to be read with its hint and error. */
export interface FieldAria {
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

interface FormFieldProps {
  /** The control's id. */
  id: string
  label: string
  error?: string
  hint?: string
  /** Ids of other text that explains the control (read before the hint and the error). */
  describedBy?: string
  /** Announce the error as soon as it shows (role="alert"). */
  alert?: boolean
  className?: string
  /** The control itself, given its id's aria attributes. */
  children: (aria: FieldAria) => ReactNode
}

export function FormField({
  id,
  label,
  error,
  hint,
  describedBy,
  alert,
  className = 'field',
  children,
}: FormFieldProps) {
  const described = [describedBy, hint && `${id}-hint`, error && `${id}-error`]
    .filter(Boolean)
    .join(' ')
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      {children({
        'aria-invalid': error ? true : undefined,
        'aria-describedby': described || undefined,
      })}
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" role={alert ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </div>
  )
}
