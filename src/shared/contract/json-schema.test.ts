// The server publishes OpenAPI from these schemas; a schema zod cannot express as JSON Schema
// would break /api/docs, so every exported schema is converted here.
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import * as auth from './auth.ts'
import * as classSessions from './class-sessions.ts'
import * as common from './common.ts'
import * as dashboard from './dashboard.ts'
import * as groups from './groups.ts'
import * as invoices from './invoices.ts'
import * as prices from './prices.ts'
import * as users from './users.ts'

const modules = { auth, classSessions, common, dashboard, groups, invoices, prices, users }

const schemas = Object.entries(modules).flatMap(([module, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType)
    .map(([name, schema]) => [`${module}.${name}`, schema] as const),
)

describe('JSON Schema export', () => {
  it('finds the schemas', () => {
    expect(schemas.length).toBeGreaterThan(30)
  })

  it.each(schemas)('%s converts for input and output', (_name, schema) => {
    expect(() => z.toJSONSchema(schema, { io: 'input' })).not.toThrow()
    expect(() => z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' })).not.toThrow()
  })
})
