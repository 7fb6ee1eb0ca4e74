// A labelled <textarea> with its error under it, tied to it for screen readers (`<id>-error`).
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

export function TextAreaField({
  id,
  label,
  value,
  onChange,
  error,
  rows,
  maxLength,
  className = 'field',
}: TextAreaFieldProps) {
  const errorId = `${id}-error`
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        className="input"
        rows={rows}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}
