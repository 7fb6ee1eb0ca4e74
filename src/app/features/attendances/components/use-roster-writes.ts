// The roster's taps in flight: a tap shows at once, marked pending (the row is aria-busy) until
// its local write and queued mutation have committed; only then is it saved on this device. The
// store's copy (read live) catches up a moment later, and from then on it is the only source.
import { useRef, useState } from 'react'
import { committedWrites } from '#app/offline/committed-writes.ts'
import type { Attendance, AttendanceStatus } from '#shared/contract/class-sessions.ts'

/** A roster row's marks: its attendance, with no status until the teacher taps. */
export type RosterState = Omit<Attendance, 'student_id' | 'status'> & {
  status: AttendanceStatus | null
}

export type Override = Partial<RosterState>

interface Tap {
  change: Override
  /** Writes of this row not yet committed. */
  inFlight: number
  /**
   * The tab's committed changes once the row's last write was done (committed-writes.ts): a
   * store read begun at that count or later shows it, or a later change. null while in flight.
   */
  settledAt: number | null
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
 * `seenWrites`: the count of committed changes when the store's copy on screen was read (a live
 * read may arrive after a newer one began, so its arrival says nothing). Returns each row as
 * shown, whether it is still being saved, and `write`, which shows a change at once and resolves
 * (false on failure) once it is saved.
 */
export function useRosterWrites(seenWrites: number) {
  const [taps, setTaps] = useState<Record<string, Tap>>({})
  const writes = useRef(new Set<Promise<unknown>>())

  function shown<R extends RosterState & { id: string }>(row: R): R & { pending: boolean } {
    const tap = taps[row.id]
    if (!tap) return { ...row, pending: false }
    const settled = tap.settledAt !== null
    // Saved, and the store's copy was read after it: the store decides. (Its content alone says
    // nothing: a read begun before the last of quick taps may show what the screen shows now.)
    if (settled && seenWrites >= tap.settledAt!) {
      return { ...row, pending: false }
    }
    return { ...row, ...tap.change, pending: !settled }
  }

  function write(id: string, change: Override, save: () => Promise<unknown>): Promise<boolean> {
    setTaps((all) => {
      const prior = all[id]
      // An earlier tap the store had already taken over (as the screen showed it when this tap
      // came) is no longer part of the row: e.g. a transport ticked before the child was taken
      // off and put back.
      const shownOver = prior && (prior.settledAt === null || seenWrites < prior.settledAt)
      return {
        ...all,
        [id]: {
          change: { ...(shownOver ? prior.change : {}), ...defined(change) },
          inFlight: (prior?.inFlight ?? 0) + 1,
          settledAt: null,
        },
      }
    })
    const settle = (failed: boolean) =>
      setTaps((all) => {
        const tap = all[id]
        if (!tap) return all
        const inFlight = tap.inFlight - 1
        if (failed && inFlight === 0) {
          const { [id]: _dropped, ...rest } = all
          return rest
        }
        const settledAt = inFlight === 0 ? committedWrites() : null
        return { ...all, [id]: { ...tap, inFlight, settledAt } }
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
