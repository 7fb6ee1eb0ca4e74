// The sync cursor: the highest row version the client has seen and the end of the class-session
// window it holds, so a later pull also sends sessions that entered the window since.
import { SYNC_WINDOW_DAYS_AHEAD, SYNC_WINDOW_DAYS_BACK } from '#shared/contract/sync.ts'

const DAY_MS = 24 * 60 * 60 * 1000

export interface SyncCursor {
  version: number
  windowTo: number
}

export interface SyncWindow {
  from: Date
  to: Date
}

export function windowAt(now: Date): SyncWindow {
  return {
    from: new Date(now.getTime() - SYNC_WINDOW_DAYS_BACK * DAY_MS),
    to: new Date(now.getTime() + SYNC_WINDOW_DAYS_AHEAD * DAY_MS),
  }
}

export function encodeCursor(cursor: SyncCursor): string {
  return `v1.${cursor.version}.${cursor.windowTo}`
}

/**
 * The cursor, or null when it cannot be trusted: malformed, from a newer database than this one
 * (a restore), or so old that every session of the window is new to the client anyway.
 */
export function decodeCursor(
  raw: string | undefined,
  maxVersion: number,
  window: SyncWindow,
): SyncCursor | null {
  const match = /^v1\.(\d{1,15})\.(\d{1,15})$/.exec(raw ?? '')
  if (!match) return null
  const version = Number(match[1])
  const windowTo = Number(match[2])
  if (version > maxVersion) return null
  if (windowTo < window.from.getTime() || windowTo > window.to.getTime()) return null
  return { version, windowTo }
}
