// The sync cursor: a transaction horizon and the end of the class-session window the client holds.
// Versions come from a sequence handed out before commit, so "version > last seen" can skip a row
// whose transaction commits after a pull that already saw a higher version. Each synced row also
// records the transaction that wrote it (`sync_xid`); a pull notes the oldest transaction still
// running in its snapshot (`pg_snapshot_xmin`), and the next pull sends every row written by that
// transaction or a later one. Every transaction older than the horizon had finished, so its rows
// were in the snapshot; anything newer is looked at again — a row may be sent twice, never
// skipped. With no transaction running the horizon is the next id, so a no-change pull is empty.
// The cursor also names the versions in force of the documents required to ride (a short key,
// consent-status-data.ts): when one changes (a new version's day comes), the next pull re-sends
// every student with their missing consents. A new device's first pull may leave the sessions
// before yesterday for the next one (a usable Hoy sooner): its cursor then names where the
// device's sessions start, and the next pull sends the older ones of the window. The text is
// opaque to clients and versioned: any other shape resets. v3 (Ley 21.719) answered a reset to
// every v2 device so that the full snapshot replaced the rows that still held RUTs and birth
// dates.
import type { SyncWindow } from '#server/classes/teacher-scope-data.ts'

export interface SyncCursor {
  /** A 64-bit transaction id (xid8) as decimal text. */
  xid: string
  windowTo: number
  /** The device holds no session before this instant (a first pull that left the history). */
  sessionsFrom?: number
  /** The key of the required documents' versions in force when the cursor was given. */
  documents: string
}

export function encodeCursor(cursor: SyncCursor): string {
  const text = `v3.${cursor.xid}.${cursor.windowTo}.${cursor.documents}`
  return cursor.sessionsFrom === undefined ? text : `${text}.${cursor.sessionsFrom}`
}

/**
 * The cursor, or null when it cannot be trusted: malformed, of an older format, from a database
 * that has not reached that transaction yet (a restore or another database), or so old that every
 * session of the window is new to the client anyway.
 */
export function decodeCursor(
  raw: string | undefined,
  nextXid: string,
  window: SyncWindow,
): SyncCursor | null {
  const match = /^v3\.(\d{1,20})\.(\d{1,15})\.([\w-]{1,20})(?:\.(\d{1,15}))?$/.exec(raw ?? '')
  if (!match) return null
  const xid = match[1]!
  const windowTo = Number(match[2])
  const documents = match[3]!
  const sessionsFrom = match[4] === undefined ? undefined : Number(match[4])
  if (BigInt(xid) > BigInt(nextXid)) return null
  if (windowTo < window.from.getTime() || windowTo > window.to.getTime()) return null
  if (sessionsFrom !== undefined && sessionsFrom > windowTo) return null
  const cursor = { xid: BigInt(xid).toString(), windowTo, documents }
  // History that has since slid out of the window is no longer owed.
  return sessionsFrom !== undefined && sessionsFrom > window.from.getTime()
    ? { ...cursor, sessionsFrom }
    : cursor
}
