import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sessionUserSchema } from '#shared/contract/auth.ts'
import { parseStoredUser } from './stored-session-user.ts'

const anyText = fc.oneof(fc.string(), fc.constant(''))
const field = <T>(valid: fc.Arbitrary<T>) =>
  fc.oneof(
    { weight: 4, arbitrary: valid },
    fc.constant(undefined),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.string(),
  )

const candidate = fc.record(
  {
    id: field(
      fc.oneof(
        fc.uuid(),
        fc.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
        fc.constantFrom(
          '00000000-0000-0000-0000-000000000000',
          'ffffffff-ffff-ffff-ffff-ffffffffffff',
        ),
      ),
    ),
    name: field(anyText),
    last_name: field(anyText),
    email: field(fc.emailAddress()),
    role: field(fc.constantFrom('superadmin', 'admin', 'teacher', 'student', 'supporter', 'x')),
    must_change_password: field(fc.boolean()),
    extra: fc.anything(),
  },
  { requiredKeys: [] },
)

describe('parseStoredUser', () => {
  it('accepts exactly what the contract accepts, and returns the same user', () => {
    fc.assert(
      fc.property(candidate, (value) => {
        const byContract = sessionUserSchema.safeParse(value)
        const parsed = parseStoredUser(value)
        expect(parsed).toEqual(byContract.success ? byContract.data : null)
      }),
      { numRuns: 2000 },
    )
  })

  it('refuses what is not an object', () => {
    for (const value of [null, 'admin', 3, [], undefined]) expect(parseStoredUser(value)).toBeNull()
  })
})
