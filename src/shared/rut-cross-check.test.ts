// isValidRut against rut.js, a library many Chilean sites use: over 600,000 random bodies written in
// every shape people use, both agree on which RUTs are valid; where they part (bodies under a
// million, mixed dots) the difference is ours on purpose and listed here.
import { describe, expect, it } from 'vitest'
import { clean, getCheckDigit, validate } from 'rut.js'
import { cleanRut, computeRutCheckDigit, isValidRut, RUT_BODY_MAX, RUT_BODY_MIN } from './rut.ts'

const CASES = 600_000
const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'K']

/** A small seeded generator, so a failure can be replayed. */
function randomInts(seed: number) {
  let state = seed >>> 0
  return (min: number, max: number) => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0
    return min + (state % (max - min + 1))
  }
}

/** The shapes people write: dots at every thousand or none, hyphen or none, k or K. */
function shapes(body: string, dv: string): string[] {
  const dotted = body.replace(/\B(?=(\d{3})+$)/g, '.')
  const digits = dv === 'K' ? ['K', 'k'] : [dv]
  return digits.flatMap((d) => [`${dotted}-${d}`, `${body}-${d}`, `${body}${d}`, `${dotted}${d}`])
}

describe('isValidRut and rut.js', () => {
  it(`agree on ${CASES.toLocaleString('en')} random bodies in every written shape, right or wrong digit`, () => {
    const int = randomInts(20_260_226)
    const disagreements: unknown[] = []
    let checked = 0
    for (let i = 0; i < CASES && disagreements.length < 5; i++) {
      const body = String(int(RUT_BODY_MIN, RUT_BODY_MAX))
      const right = computeRutCheckDigit(body)
      if (getCheckDigit(body) !== right)
        disagreements.push({ body, right, rutJs: getCheckDigit(body) })
      const wrong = DIGITS.filter((d) => d !== right)[int(0, 9)]!
      for (const dv of [right, wrong]) {
        for (const written of shapes(body, dv)) {
          const [ours, theirs] = [isValidRut(written), validate(written)]
          if (ours !== theirs || ours !== (dv === right) || cleanRut(written) !== clean(written)) {
            disagreements.push({ written, ours, rutJs: theirs, clean: clean(written) })
          }
          checked++
        }
      }
    }
    expect(disagreements).toEqual([])
    expect(checked).toBeGreaterThanOrEqual(CASES * 8)
  }, 300_000)

  it('agree at the ends of the range', () => {
    for (const n of [RUT_BODY_MIN, RUT_BODY_MIN + 1, RUT_BODY_MAX - 1, RUT_BODY_MAX]) {
      const body = String(n)
      for (const written of shapes(body, computeRutCheckDigit(body))) {
        expect([written, isValidRut(written)]).toEqual([written, validate(written)])
      }
    }
  })

  // Shapes both refuse, then those rut.js lets through and the app does not.
  it.each([
    '18-972-631-7',
    '1.2345.678-5',
    '12.345.678-5.',
    '12.345.678–5',
    '12 345 678-5',
    '012.345.678-5',
    '12..345.678-5',
    '12.345.678--5',
  ])('both refuse %j', (written) => {
    expect([isValidRut(written), validate(written)]).toEqual([false, false])
  })

  it.each([
    ['6-K', 'a body under a million: digits left out'],
    ['999.999-K', 'a body under a million'],
    ['12.345678-5', 'one dot of two'],
    ['12345.678-5', 'one dot of two'],
    ['123.456.789-2', 'nine digits'],
  ])('the app refuses %j (%s), which rut.js accepts', (written) => {
    expect(validate(written)).toBe(true)
    expect(isValidRut(written)).toBe(false)
  })
})
