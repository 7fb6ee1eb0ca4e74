import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { signKhipuBody, verifyKhipuSignature } from '#server/khipu/signature.ts'

// Khipu's published v3 example notification and its signature (tests/fixtures, the exact published bytes).
const body = readFileSync(new URL('../../fixtures/khipu-webhook-v3-example.json', import.meta.url))
const SECRET = '1a4cbbbeb8bdb7e1d73572b9cc43ce4ce18f79d9'
const T = 1711965600393
const HEADER = `t=${T},s=rq08YUGSaWa1D0RAwhMnJTRHMNmY4ToCn2Gd6G9LaDg=`

describe('Khipu webhook signature', () => {
  it("accepts Khipu's published test vector with the clock at its timestamp", () => {
    expect(verifyKhipuSignature(HEADER, body, SECRET, T)).toBe(true)
    expect(verifyKhipuSignature(HEADER, body, SECRET, T + 4 * 60 * 1000)).toBe(true)
    expect(signKhipuBody(SECRET, body, T)).toBe(HEADER)
  })

  it('refuses the body with one byte changed', () => {
    const changed = Buffer.from(body)
    changed[changed.indexOf('1000.0000')] = '2'.charCodeAt(0)
    expect(verifyKhipuSignature(HEADER, changed, SECRET, T)).toBe(false)
    // Re-serialising drops the \/ escapes: other bytes, so no longer signed.
    const reserialised = Buffer.from(JSON.stringify(JSON.parse(body.toString())))
    expect(verifyKhipuSignature(HEADER, reserialised, SECRET, T)).toBe(false)
  })

  it('refuses a stale or future timestamp, a wrong secret and a missing or malformed header', () => {
    expect(verifyKhipuSignature(HEADER, body, SECRET, T + 5 * 60 * 1000 + 1)).toBe(false)
    expect(verifyKhipuSignature(HEADER, body, SECRET, T - 5 * 60 * 1000 - 1)).toBe(false)
    expect(verifyKhipuSignature(HEADER, body, `${SECRET}0`, T)).toBe(false)
    expect(verifyKhipuSignature(undefined, body, SECRET, T)).toBe(false)
    expect(verifyKhipuSignature('', body, SECRET, T)).toBe(false)
    expect(verifyKhipuSignature(`t=${T}`, body, SECRET, T)).toBe(false)
    expect(verifyKhipuSignature(HEADER.replace(/aDg=$/, '='), body, SECRET, T)).toBe(false)
    expect(verifyKhipuSignature(`t=${T},s=AAAA`, body, SECRET, T)).toBe(false)
  })
})
