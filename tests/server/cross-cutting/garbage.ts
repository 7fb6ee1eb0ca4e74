// fast-check arbitraries for requests no client should send: random JSON, the API's own field
// names holding values of the wrong type, huge and exotic strings, nested junk, malformed JSON
// text, wrong content types and invalid ids in the path.
import fc from 'fast-check'

/** Field names of the contract, so junk reaches validation of real fields, not only extras. */
const FIELDS = [
  'id', 'email', 'name', 'last_name', 'rut', 'phone', 'birth_date', 'password', 'current_password',
  'new_password', 'confirm_password', 'session_date', 'class_type', 'group_id', 'student_id',
  'student_ids', 'teacher_ids', 'used_transport', 'description', 'location', 'start_date',
  'end_date', 'price_per_session', 'rrule', 'price', 'fee_amount', 'min_classes', 'max_classes',
  'discount_percentage', 'billing_period', 'dry_run', 'invoice_id', 'amount', 'currency',
  'subject', 'payer_rut', 'payment_id', 'search', 'cursor', 'limit', 'before', 'role',
  'supporter_id', 'notes', '__proto__', 'constructor',
] // prettier-ignore

const exoticString = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\uFEFF',
    '\uD800',
    'ñandú',
    '🚵‍♀️'.repeat(50),
    "'; drop table users; --",
    '../../etc/passwd',
    '%00',
    'NaN',
    '-1',
    '1e309',
    '2024-02-30',
    '2024-13',
    '12.345.678-5',
    '00000000-0000-0000-0000-000000000000',
  ),
)
const hugeString = fc
  .tuple(fc.constantFrom('a', 'ñ', '🚲', '9', ' '), fc.integer({ min: 10_000, max: 200_000 }))
  .map(([unit, n]) => unit.repeat(n))

const scalar = fc.oneof(
  exoticString,
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 2 ** 53, -(2 ** 31), Number.MAX_SAFE_INTEGER),
  fc.boolean(),
  fc.constant(null),
)

const junk: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string()), tie('value'), {
      maxKeys: 6,
    }),
  ),
})).value

/** An object using the API's field names, each holding any junk at all. */
const wrongTypes = fc.dictionary(fc.constantFrom(...FIELDS), fc.oneof(junk, hugeString), {
  minKeys: 1,
  maxKeys: 8,
})

const deepNest = fc
  .integer({ min: 50, max: 5_000 })
  .map((depth) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown)

/** What goes on the wire: a JSON value, or raw text with a content type of its own. */
export type RawBody =
  { kind: 'json'; value: unknown } | { kind: 'raw'; contentType: string | undefined; text: string }

const malformedJson = fc.oneof(
  fc.constantFrom('{', '{"name":', '[1,2', '{"a":1}}', "{'a':1}", 'undefined', '\u0000', 'nul'),
  fc.string({ maxLength: 60 }).filter((text) => {
    try {
      JSON.parse(text)
      return false
    } catch {
      return true
    }
  }),
)

export const garbageBody: fc.Arbitrary<RawBody> = fc.oneof(
  fc
    .oneof(junk, wrongTypes, deepNest, hugeString, fc.jsonValue())
    .map((value) => ({ kind: 'json', value }) as const),
  malformedJson.map((text) => ({ kind: 'raw', contentType: 'application/json', text }) as const),
  fc
    .record({
      contentType: fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
        'application/json; charset=latin1',
        undefined,
      ),
      text: fc.oneof(exoticString, fc.constant('name=x&rut=1')),
    })
    .map((raw) => ({ kind: 'raw', ...raw }) as const),
)

/** A path segment where a UUID belongs, percent-encoded so it stays one segment. */
export const garbageSegment: fc.Arbitrary<string> = fc.oneof(
  fc.uuid().map((uuid) => uuid.toUpperCase()),
  fc.uuid(),
  exoticString.filter((text) => text.length > 0).map(encodeURIComponent),
  fc.constantFrom('1', '-1', 'null', 'undefined', '%E0%A4%A', '%', 'a'.repeat(5000), '{id}'),
)

/** A query string built from the API's parameter names with junk values, repeated keys included. */
export const garbageQuery: fc.Arbitrary<string> = fc
  .array(
    fc.tuple(fc.constantFrom(...FIELDS), fc.oneof(exoticString, fc.string(), scalar.map(String))),
    {
      maxLength: 5,
    },
  )
  .map((pairs) => new URLSearchParams(pairs).toString())
