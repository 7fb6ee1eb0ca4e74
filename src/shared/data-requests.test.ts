import { describe, expect, it } from 'vitest'
import { dataRequestDueOn, deadlineState } from './data-requests.ts'

describe('the deadline of a data request (Ley 21.719)', () => {
  it('is 30 días corridos after the day it was received, across months and years', () => {
    expect(dataRequestDueOn('2026-12-01')).toBe('2026-12-31')
    expect(dataRequestDueOn('2026-12-15')).toBe('2027-01-14')
    expect(dataRequestDueOn('2027-02-10')).toBe('2027-03-12')
    expect(dataRequestDueOn('2028-02-10')).toBe('2028-03-11')
  })

  it('is 60 días corridos once extended', () => {
    expect(dataRequestDueOn('2026-12-01', true)).toBe('2027-01-30')
  })

  it('marks an open request overdue after its day and near within a week of it', () => {
    expect(deadlineState('2026-12-31', '2027-01-01')).toBe('overdue')
    expect(deadlineState('2026-12-31', '2026-12-31')).toBe('near')
    expect(deadlineState('2026-12-31', '2026-12-24')).toBe('near')
    expect(deadlineState('2026-12-31', '2026-12-23')).toBe('on_time')
  })
})
