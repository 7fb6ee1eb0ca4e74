import { useState, type ChangeEvent, type FormEvent } from 'react'

/**
 * The one text field of a portal form: its text, its error (gone as soon as the text is edited)
 * and a submit that sends only a text `check` finds nothing wrong with, else shows what it found
 * (`send` may show an error of its own once answered).
 */
export function useCheckedText(
  check: (text: string) => string | null,
  send: (text: string, setError: (error: string | null) => void) => void,
) {
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | null>(null)
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setValue(event.target.value)
    setError(null)
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const problem = check(value)
    if (problem) setError(problem)
    else send(value, setError)
  }
  return { value, setValue, error, onChange, onSubmit }
}
