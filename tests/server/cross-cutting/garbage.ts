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

const pad = (n: number, width: number) => String(n).padStart(width, '0')

/** 'YYYY-MM-DD': mostly a real day of 1990–2110, else any year, month 0–13, day 0–32. */
const plausibleDay = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2110-12-31T00:00:00Z') })
  .filter((date) => !Number.isNaN(date.getTime()))
  .map((date) => date.toISOString().slice(0, 10))
const anyDay = fc
  .tuple(
    fc.oneof(
      fc.integer({ min: 0, max: 9999 }),
      fc.constantFrom(25, 49, 99, 1899, 1900, 1999, 2000, 2025, 2100, 2101),
    ),
    fc.integer({ min: 0, max: 13 }),
    fc.oneof(fc.integer({ min: 0, max: 32 }), fc.constantFrom(28, 29, 30, 31)),
  )
  .map(([year, month, day]) => `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`)
export const absurdDay: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: plausibleDay },
  { weight: 1, arbitrary: anyDay },
)

/** An ISO instant on such a day, at any time, with a Z or a numeric offset. */
export const absurdInstant: fc.Arbitrary<string> = fc
  .tuple(
    absurdDay,
    fc.integer({ min: 0, max: 24 }),
    fc.integer({ min: 0, max: 60 }),
    fc.constantFrom('Z', '-03:00', '-04:00', '+14:00', '-12:00'),
  )
  .map(([day, hour, minute, offset]) => `${day}T${pad(hour, 2)}:${pad(minute, 2)}:00${offset}`)

/** What people type: Spanish letters, marks, joiners inside emoji, spaces, digits, punctuation. */
const PLAIN_CHARACTERS = [
  'a',
  'Ñ',
  'é',
  'ü',
  "'",
  ' ',
  '-',
  '7',
  '🚵',
  '\u200d',
  '\u0301',
  '\u00a0',
]
/** Characters that hide, garble or fake text. */
const TRICKY_CHARACTERS = [
  '\u0303', '\u200b', '\u200c', '\u200e', '\u200f', '\u202a', '\u202e', '\u2066', '\u2069',
  '\ufeff', '\u00ad', '\u2028', '\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\n', '\r',
  '\t', '\u3164', '\u2800', '\u3000', '\ud800', '\udfff', '\uffff',
] // prettier-ignore

/** Mostly plain text; otherwise plain and tricky characters mixed. */
export const trickyText: fc.Arbitrary<string> = fc
  .oneof(
    {
      weight: 3,
      arbitrary: fc.array(fc.constantFrom(...PLAIN_CHARACTERS), { minLength: 1, maxLength: 12 }),
    },
    {
      weight: 1,
      arbitrary: fc.array(fc.constantFrom(...PLAIN_CHARACTERS, ...TRICKY_CHARACTERS), {
        minLength: 1,
        maxLength: 8,
      }),
    },
  )
  .map((chars) => chars.join(''))
