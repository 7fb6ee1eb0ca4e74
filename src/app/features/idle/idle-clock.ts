// The inactivity rule of spec §4/§9 and the "last activity" instant shared by every tab of the
// browser through localStorage ('last-activity'), so working in one tab keeps the others alive.

export const IDLE_WARNING_MS = 15 * 60_000
export const IDLE_LOGOUT_MS = 17 * 60_000

export type IdlePhase = 'active' | 'warning' | 'expired'

export function idlePhase(idleMs: number): IdlePhase {
  if (idleMs >= IDLE_LOGOUT_MS) return 'expired'
  if (idleMs >= IDLE_WARNING_MS) return 'warning'
  return 'active'
}

/** Milliseconds until the phase after the current one begins (null once expired). */
export function msUntilNextPhase(idleMs: number): number | null {
  if (idleMs < IDLE_WARNING_MS) return IDLE_WARNING_MS - idleMs
  if (idleMs < IDLE_LOGOUT_MS) return IDLE_LOGOUT_MS - idleMs
  return null
}

export const LAST_ACTIVITY_KEY = 'last-activity'

export function readSharedActivity(): number | null {
  try {
    const value = Number(localStorage.getItem(LAST_ACTIVITY_KEY))
    return Number.isFinite(value) && value > 0 ? value : null
  } catch {
    return null
  }
}

export function shareActivity(at: number): void {
  try {
    localStorage.setItem(LAST_ACTIVITY_KEY, String(at))
  } catch {
    // Storage full or blocked: this tab still counts its own activity.
  }
}
