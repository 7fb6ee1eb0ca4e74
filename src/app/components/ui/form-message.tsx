// What a form or a list says once something happened: an error (its own, or why a request failed),
// said at once, or a success, read out politely.
import { errorMessage } from '#app/lib/api-error.ts'

/** `message` announced at once (role="alert"); nothing while there is none. */
export function ErrorAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null
  return (
    <p className="form-error" role="alert">
      {message}
    </p>
  )
}

interface RequestErrorProps {
  /** A query or mutation: nothing is shown until it fails. */
  request: { isError: boolean; error: unknown }
  /** Said when the server gave no message of its own. */
  fallback: string
}

/** Why a request failed, in Spanish (the server's own words when it gave some). */
export function RequestError({ request, fallback }: RequestErrorProps) {
  return <ErrorAlert message={request.isError ? errorMessage(request.error, fallback) : null} />
}

/** `message` as a success (role="status"); nothing while there is none. */
export function SuccessNote({ message }: { message: string | null | undefined }) {
  if (!message) return null
  return (
    <p className="form-success" role="status">
      {message}
    </p>
  )
}
