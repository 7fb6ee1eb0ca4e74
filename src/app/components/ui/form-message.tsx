// What a form or a list says once something happened: an error (its own, or why a request failed),
// said at once, or a success, read out politely.
import { errorMessage } from '#app/lib/api-error.ts'

interface MessageProps {
  /** Nothing is shown while there is none. */
  message: string | null | undefined
}

function FormMessage({ message, ...props }: MessageProps & { className: string; role: string }) {
  return message ? <p {...props}>{message}</p> : null
}

/** `message` as an error, announced at once. */
export const ErrorAlert = ({ message }: MessageProps) => (
  <FormMessage message={message} className="form-error" role="alert" />
)

/** `message` as a success, read out politely. */
export const SuccessNote = ({ message }: MessageProps) => (
  <FormMessage message={message} className="form-success" role="status" />
)

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
