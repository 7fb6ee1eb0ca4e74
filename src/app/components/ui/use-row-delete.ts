import { useState } from 'react'

/**
 * A list's row deletion behind a confirmation: the row asked about, whether the removal is under
 * way, and the message of the last failure (cleared by the next success).
 */
export function useRowDelete<Row extends { id: string }>(
  remove: (id: string) => Promise<unknown>,
  failureMessage: (failure: unknown) => string,
) {
  const [target, setTarget] = useState<Row | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function confirm() {
    if (!target) return
    setBusy(true)
    try {
      await remove(target.id)
      setError(null)
    } catch (failure) {
      setError(failureMessage(failure))
    }
    setBusy(false)
    setTarget(null)
  }

  return {
    target,
    busy,
    error,
    setError,
    ask: (row: Row) => setTarget(row),
    cancel: () => setTarget(null),
    confirm: () => void confirm(),
  }
}
