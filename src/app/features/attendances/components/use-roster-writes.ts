// The roster's taps in flight: a tap shows at once, marked pending (the row is aria-busy) until
// its local write and queued mutation have committed; only then is it saved on this device. The
// store's copy (read live) catches up a moment later, and from then on it is the only source.
import { useEffect, useRef, useState } from 'react'
import type { AttendanceStatus } from '#shared/contract/class-sessions.ts'

export interface RosterState {
  status: AttendanceStatus | null
  used_transport: boolean
}

export type Override = Partial<RosterState>

interface Tap {
  change: Override
  /** Writes of this row not yet committed. */
  inFlight: number
  /** The session shown when the last write committed: a newer one has it (or a later change). */
  settledOn: unknown
}

const NOT_SETTLED = Symbol('not settled')

function matches(change: Override, row: RosterState) {
  return (
    (change.status === undefined || change.status === row.status) &&
    (change.used_transport === undefined || change.used_transport === row.used_transport)
  )
}

/** Only the fields a tap sets (an AttendanceInput may carry its student_id, or no transport). */
function defined(change: Override): Override {
  const { status, used_transport } = change
  return {
    ...(status === undefined ? {} : { status }),
    ...(used_transport === undefined ? {} : { used_transport }),
  }
}

/**
 * `session`: the store's current copy (any value whose identity changes with each live read).
 * Returns each row as shown, whether it is still being saved, and `write`, which shows a change
 * at once and resolves (false on failure) once it is saved.
 */
export function useRosterWrites(session: unknown) {
  const [taps, setTaps] = useState<Record<string, Tap>>({})
  const sessionRef = useRef(session)
  useEffect(() => {
    sessionRef.current = session
  }, [session])
  const writes = useRef(new Set<Promise<unknown>>())

  function shown<R extends RosterState & { id: string }>(row: R): R & { pending: boolean } {
    const tap = taps[row.id]
    if (!tap) return { ...row, pending: false }
    const settled = tap.inFlight === 0
    // Saved and caught up with (or superseded by a newer read of the store): the store decides.
    if (settled && (matches(tap.change, row) || tap.settledOn !== session)) {
      return { ...row, pending: false }
    }
    return { ...row, ...tap.change, pending: !settled }
  }

  function write(id: string, change: Override, save: () => Promise<unknown>): Promise<boolean> {
    setTaps((all) => ({
      ...all,
      [id]: {
        change: { ...all[id]?.change, ...defined(change) },
        inFlight: (all[id]?.inFlight ?? 0) + 1,
        settledOn: NOT_SETTLED,
      },
    }))
    const settle = (failed: boolean) =>
      setTaps((all) => {
        const tap = all[id]
        if (!tap) return all
        const inFlight = tap.inFlight - 1
        if (failed && inFlight === 0) {
          const { [id]: _dropped, ...rest } = all
          return rest
        }
        const settledOn = inFlight === 0 ? sessionRef.current : NOT_SETTLED
        return { ...all, [id]: { ...tap, inFlight, settledOn } }
      })
    const saved = save().then(
      () => {
        settle(false)
        return true
      },
      (error: unknown) => {
        console.error(error)
        settle(true)
        return false
      },
    )
    writes.current.add(saved)
    void saved.finally(() => writes.current.delete(saved))
    return saved
  }

  /** Resolves once every write started so far is saved (or failed). */
  const settled = () => Promise.all([...writes.current]).then(() => undefined)

  return { shown, write, settled }
}
