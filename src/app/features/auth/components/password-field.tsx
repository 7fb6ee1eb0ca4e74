import type { ClipboardEvent, ReactNode } from 'react'

interface Props {
  id: string
  label: string
  name?: string
  value: string
  onChange: (value: string) => void
  autoComplete: 'current-password' | 'new-password'
  describedBy?: string
  invalid?: boolean
  onPaste?: (event: ClipboardEvent<HTMLInputElement>) => void
  children?: ReactNode
}

export function PasswordField(props: Props) {
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
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.describedBy}
        onChange={(event) => props.onChange(event.target.value)}
        onPaste={props.onPaste}
      />
      {props.children}
    </div>
  )
}
