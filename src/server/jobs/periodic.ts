// A task run now and then every `intervalMs`, never overlapping itself, that can be stopped
// (waiting for a run in progress). Failures are logged, and the next tick tries again.
import type { FastifyBaseLogger } from 'fastify'

export interface Periodic {
  /** Runs the task now unless it is already running; resolves when that run ends. */
  runNow(): Promise<void>
  stop(): Promise<void>
}

export function periodic(
  name: string,
  intervalMs: number,
  task: () => Promise<void>,
  log: FastifyBaseLogger,
): Periodic {
  let running: Promise<void> | null = null
  let stopped = false
  const runNow = () => {
    if (stopped) return Promise.resolve()
    running ??= task()
      .catch((error: unknown) => log.error({ err: error, job: name }, 'job failed'))
      .finally(() => {
        running = null
      })
    return running
  }
  const timer = setInterval(() => void runNow(), intervalMs)
  timer.unref()
  return {
    runNow,
    async stop() {
      stopped = true
      clearInterval(timer)
      await running
    },
  }
}
