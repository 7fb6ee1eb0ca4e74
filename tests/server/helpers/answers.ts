// Assertions on an API answer shared by the server tests.
import { expect } from 'vitest'

/** Expects `response` to have `status` and exactly `body` as its JSON. */
export function expectAnswer(
  response: { statusCode: number; json: () => unknown },
  status: number,
  body: unknown,
) {
  expect(response.statusCode).toBe(status)
  expect(response.json()).toEqual(body)
}

/** Expects `response` to have `status` and exactly `detail` as its Spanish `detail`. */
export function expectDetail(
  response: { statusCode: number; json: () => { detail?: unknown } },
  status: number,
  detail: string,
) {
  expect(response.statusCode).toBe(status)
  expect(response.json().detail).toBe(detail)
}
