import { errorMessage } from '#app/lib/api-error.ts'

interface RequestErrorProps {
  /** A query or mutation: nothing is shown until it fails. */
  request: { isError: boolean; error: unknown }
  /** Said when the server gave no message of its own. */
  fallback: string
}

/** Why a request failed, in Spanish, announced at once. */
export function RequestError({ request, fallback }: RequestErrorProps) {
  if (!request.isError) return null
  return (
    <p className="form-error" role="alert">
      {errorMessage(request.error, fallback)}
    </p>
  )
}
