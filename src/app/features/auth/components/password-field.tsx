import type { ClipboardEvent, ReactNode } from 'react'
import { FormField } from '#app/components/ui/form-field.tsx'

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
  return (
    <FormField
      id={props.id}
      label={props.label}
      describedBy={props.describedBy}
      error={props.error}
    >
      {(aria) => (
        <>
          <input
            id={props.id}
            className="input"
            type="password"
            name={props.name}
            autoComplete={props.autoComplete}
            required
            value={props.value}
            {...aria}
            onChange={(event) => props.onChange(event.target.value)}
            onPaste={props.onPaste}
          />
          {props.children}
        </>
      )}
    </FormField>
  )
}
