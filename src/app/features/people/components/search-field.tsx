import { FormField } from '#app/components/ui/form-field.tsx'

interface SearchFieldProps {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  className?: string
  autoFocus?: boolean
}

/** A labelled search box (no autocomplete: it filters a list as one types). */
export function SearchField({
  id,
  label,
  value,
  onChange,
  className,
  autoFocus,
}: SearchFieldProps) {
  return (
    <FormField id={id} label={label} className={className}>
      {() => (
        <input
          id={id}
          className="input"
          type="search"
          autoComplete="off"
          autoFocus={autoFocus}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  )
}
