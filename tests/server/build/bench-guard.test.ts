// The bench's guard (tests/bench/budget-guard.ts): a figure past three times its budget fails the
// run, one merely over it is printed as such and does not.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { budget, guardSummary, timesOver } from '#tests/bench/budget-guard.ts'

afterEach(() => {
  process.exitCode = undefined
  vi.restoreAllMocks()
})

describe('the bench guard', () => {
  it('fails the run for a figure past 3x its budget, and prints every figure', () => {
    const printed: string[] = []
    vi.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line))
    expect(budget({ label: 'on budget', value: 900, budget: 1500, unit: 'ms' })).toBe('ok')
    expect(budget({ label: 'over', value: 2000, budget: 1500, unit: 'ms' })).toBe('over budget')
    expect(budget({ label: 'sign-in', value: 9300, budget: 1500, unit: 'ms' })).toBe(
      'PAST 3x BUDGET',
    )
    const past = guardSummary()
    expect(past.map((figure) => figure.label)).toEqual(['sign-in'])
    expect(process.exitCode).toBe(1)
    expect(printed.join('\n')).toMatch(/sign-in\s+9300 ms\s+\(<= 1500\)\s+PAST 3x BUDGET/)
    expect(printed.join('\n')).toMatch(/over\s+2000 ms\s+\(<= 1500\)\s+over budget/)
  })

  it('reads a throughput against its floor the other way round', () => {
    expect(
      timesOver({ label: 'rps', value: 100, budget: 400, unit: 'req/s', higherIsBetter: true }),
    ).toBe(4)
    expect(timesOver({ label: 'bytes', value: 150, budget: 300, unit: 'B' })).toBe(0.5)
  })
})
