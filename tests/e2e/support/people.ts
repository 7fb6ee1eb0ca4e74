// People of their own for the browser tests: valid RUTs, and what the API takes to create a
// student no other test student shares a RUT or an e-mail with.
import { computeRutCheckDigit, formatRut } from '#shared/rut.ts'

/** The RUT of number `body` with its check digit, formatted as the app shows it. */
export const rutOf = (body: number) => formatRut(`${body}${computeRutCheckDigit(String(body))}`)

let serial = 0

/**
 * The body of POST /students for a new student: a RUT and an e-mail of their own, a child's birth
 * date; `more` adds or overrides fields (a guardian, an adult's birth date).
 */
export function newStudentFields(
  name: string,
  lastName: string,
  more: Record<string, unknown> = {},
) {
  serial += 1
  return {
    name,
    last_name: lastName,
    rut: rutOf(23_400_000 + serial),
    email: `alumno.${serial}@correo.cl`,
    phone: '9 4444 0000',
    birth_date: '2015-05-05',
    ...more,
  }
}
