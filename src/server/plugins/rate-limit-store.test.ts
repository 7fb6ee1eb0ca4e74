import { describe, expect, it } from 'vitest'
import { MemoryWindows } from './rate-limit-store.ts'

describe('the global limit’s windows in memory', () => {
  it('counts a key within its window and starts again when the window ends', () => {
    const windows = new MemoryWindows()
    expect(windows.incr('ip:a', 60_000, 1_000)).toEqual({ current: 1, ttl: 60_000 })
    expect(windows.incr('ip:a', 60_000, 31_000)).toEqual({ current: 2, ttl: 30_000 })
    expect(windows.incr('ip:b', 60_000, 31_000)).toEqual({ current: 1, ttl: 60_000 })
    expect(windows.incr('ip:a', 60_000, 61_000)).toEqual({ current: 1, ttl: 60_000 })
  })

  it('forgets the oldest window first when it holds too many keys', () => {
    const windows = new MemoryWindows(2)
    windows.incr('ip:old', 60_000, 0)
    windows.incr('ip:old', 60_000, 1)
    windows.incr('ip:mid', 60_000, 2)
    windows.incr('ip:new', 60_000, 3)
    expect(windows.incr('ip:mid', 60_000, 4).current).toBe(2)
    expect(windows.incr('ip:old', 60_000, 5).current).toBe(1)
  })
})
