// What the create and update forms of a person share: the titled card, the fields (disabled while
// the server works) with the first one focused, then the form's messages, its error, its buttons.
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react'

interface PersonFormFrameProps {
  /** The form's id, if it has one. */
  id?: string
  /** The id of its title, which names the form. */
  titleId: string
  title: string
  busy: boolean
  onSubmit: () => void
  fields: ReactNode
  /** The server's refusal, after the other messages (`children`). */
  error: string | null
  /** The buttons, after the messages. */
  actions: ReactNode
  children?: ReactNode
}

export function PersonFormFrame(props: PersonFormFrameProps) {
  const form = useRef<HTMLFormElement>(null)
  useEffect(() => form.current?.querySelector('input')?.focus(), [])

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    props.onSubmit()
  }

  return (
    <form
      ref={form}
      id={props.id}
      className="person-form people-card"
      aria-labelledby={props.titleId}
      onSubmit={onSubmit}
      noValidate
    >
      <h2 id={props.titleId}>{props.title}</h2>
      <fieldset className="form-fields" disabled={props.busy}>
        {props.fields}
      </fieldset>
      {props.children}
      {props.error && (
        <p className="form-error" role="alert">
          {props.error}
        </p>
      )}
      <div className="people-form-actions">{props.actions}</div>
    </form>
  )
}
