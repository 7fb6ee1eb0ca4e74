// React side of the idle watch: whether the warning shows, `keepAlive` for its button, and
// `onExpire` called once when the 17 minutes are up.
import { useEffect, useRef, useState } from 'react'
import { watchIdle, type IdleWatch } from './idle-watch.ts'

export function useIdleTimer(onExpire: () => void) {
  const [warning, setWarning] = useState(false)
  const watch = useRef<IdleWatch | null>(null)
  const expire = useRef(onExpire)

  useEffect(() => {
    expire.current = onExpire
  }, [onExpire])

  useEffect(() => {
    const current = watchIdle((phase) => {
      setWarning(phase === 'warning')
      if (phase === 'expired') expire.current()
    })
    watch.current = current
    return () => {
      current.stop()
      watch.current = null
    }
  }, [])

  return { warning, keepAlive: () => watch.current?.keepAlive() }
}
