// A labelled <textarea> with its error under it, tied to it for screen readers (`<id>-error`).
import { FormField } from './form-field.tsx'

interface TextAreaFieldProps {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
  rows: number
  maxLength: number
  className?: string
}

export function TextAreaField({ value, onChange, rows, maxLength, ...field }: TextAreaFieldProps) {
  return (
    <FormField {...field}>
      {(aria) => (
        <textarea
          id={field.id}
          className="input"
          rows={rows}
          maxLength={maxLength}
          {...aria}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  )
}
