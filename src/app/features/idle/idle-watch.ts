// Watches the user's activity in this tab (pointer, keys, touch, scroll, the tab coming back) and
// in the others (the shared 'last-activity'), and reports the idle phase when it changes. While
// the warning shows, only `keepAlive` (or activity in another tab) brings the session back.
import {
  idlePhase,
  LAST_ACTIVITY_KEY,
  msUntilNextPhase,
  readSharedActivity,
  shareActivity,
  type IdlePhase,
} from './idle-clock.ts'

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel'] as const
/** Writing to localStorage on every mouse move would be wasteful; once in a while is enough. */
const SHARE_EVERY_MS = 5_000

export interface IdleWatch {
  keepAlive: () => void
  stop: () => void
}

export function watchIdle(onPhase: (phase: IdlePhase) => void): IdleWatch {
  let lastActivity = Math.max(Date.now(), readSharedActivity() ?? 0)
  let lastShared = 0
  let phase: IdlePhase = 'active'
  let timer: ReturnType<typeof setTimeout> | undefined

  const evaluate = () => {
    clearTimeout(timer)
    const idle = Date.now() - lastActivity
    const next = idlePhase(idle)
    if (next !== phase) {
      phase = next
      onPhase(next)
    }
    const wait = msUntilNextPhase(idle)
    if (wait !== null) timer = setTimeout(evaluate, wait)
  }

  const markActive = () => {
    const now = Date.now()
    lastActivity = now
    if (now - lastShared >= SHARE_EVERY_MS) {
      lastShared = now
      shareActivity(now)
    }
  }

  const onActivity = () => {
    if (phase === 'active') markActive()
  }
  // NOTE: coming back to the tab after a long sleep must not count as activity before the
  // elapsed time is checked, or a laptop left overnight would wake up still signed in.
  const onVisibility = () => {
    if (document.visibilityState !== 'visible') return
    evaluate()
    onActivity()
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key !== LAST_ACTIVITY_KEY || !event.newValue) return
    const at = Number(event.newValue)
    if (Number.isFinite(at) && at > lastActivity && phase !== 'expired') {
      lastActivity = at
      evaluate()
    }
  }

  for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true })
  window.addEventListener('scroll', onActivity, { passive: true, capture: true })
  document.addEventListener('visibilitychange', onVisibility)
  window.addEventListener('storage', onStorage)
  evaluate()

  return {
    keepAlive: () => {
      if (phase === 'expired') return
      phase = 'active'
      lastShared = 0
      markActive()
      onPhase('active')
      evaluate()
    },
    stop: () => {
      clearTimeout(timer)
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity)
      window.removeEventListener('scroll', onActivity, { capture: true })
      document.removeEventListener('visibilitychange', onVisibility)
      window.removeEventListener('storage', onStorage)
    },
  }
}
