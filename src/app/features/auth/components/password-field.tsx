import type { ClipboardEvent, ReactNode } from 'react'

interface Props {
  id: string
  label: string
  name?: string
  value: string
  onChange: (value: string) => void
  autoComplete: 'current-password' | 'new-password'
  /** Ids of what explains the field (the rules); the error's id is added when there is one. */
  describedBy?: string
  /** Shown under the field (after `children`) as `<id>-error`, and marks the field invalid. */
  error?: string
  onPaste?: (event: ClipboardEvent<HTMLInputElement>) => void
  children?: ReactNode
}

export function PasswordField(props: Props) {
  const errorId = `${props.id}-error`
  const describedBy = [props.describedBy, props.error && errorId].filter(Boolean).join(' ')
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        className="input"
        type="password"
        name={props.name}
        autoComplete={props.autoComplete}
        required
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => props.onChange(event.target.value)}
        onPaste={props.onPaste}
      />
      {props.children}
      {props.error && (
        <p id={errorId} className="field-error">
          {props.error}
        </p>
      )}
    </div>
  )
}
