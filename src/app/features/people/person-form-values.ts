// The person form's values and rules (spec §5), shared by the creation and the update forms: live
// errors for names, RUT, phone and birth date (the contract's own rules and words), when
// submitting is allowed, and the request body each form sends.
import {
  birthDateSchema,
  personLastNameSchema,
  personNameSchema,
  type User,
  type UserCreateBody,
  type UserUpdateBody,
} from '#shared/contract/users.ts'
import { validationMessages } from '#shared/i18n/validation.ts'
import { isValidPhone, normalizePhone, PHONE_PREFIX, phoneProblem } from '#shared/phone.ts'
import { formatRut, isValidRut } from '#shared/rut.ts'
import { normalizeText } from '#shared/text.ts'
import { firstError } from '#app/lib/contract-errors.ts'
import type { PeopleKindConfig } from './people-kinds.ts'

export interface PersonFormValues {
  name: string
  last_name: string
  rut: string
  email: string
  phone: string
  birth_date: string
}

export type PersonField = keyof PersonFormValues

export type PersonFormErrors = Partial<Record<Exclude<PersonField, 'email'>, string>>

export const emptyPersonForm = (): PersonFormValues => ({
  name: '',
  last_name: '',
  rut: '',
  email: '',
  phone: PHONE_PREFIX,
  birth_date: '',
})

export function personFormFrom(user: User): PersonFormValues {
  return {
    name: user.name,
    last_name: user.last_name,
    rut: user.rut ?? '',
    email: user.email ?? '',
    phone: user.phone ?? PHONE_PREFIX,
    birth_date: user.birth_date ?? '',
  }
}

/** Errors shown while typing: only once there is something to judge (not the bare '+56'). */
export function personFormErrors(kind: PeopleKindConfig, v: PersonFormValues): PersonFormErrors {
  const errors: PersonFormErrors = {}
  const judge = (field: keyof PersonFormErrors, error: string | undefined) => {
    if (error) errors[field] = error
  }
  if (v.name.trim() !== '') judge('name', firstError(personNameSchema, v.name))
  if (v.last_name.trim() !== '') judge('last_name', firstError(personLastNameSchema, v.last_name))
  if (v.rut.trim() !== '' && !isValidRut(v.rut)) errors.rut = validationMessages.rutInvalid
  const phone = v.phone.trim()
  const problem =
    kind.phone && phone !== '' && phone !== PHONE_PREFIX && phoneProblem(phone, kind.phoneRule)
  if (problem) errors.phone = validationMessages[problem]
  if (kind.birthDate && v.birth_date !== '') {
    judge('birth_date', firstError(birthDateSchema, v.birth_date))
  }
  return errors
}

/** Submit is enabled only when every required field is there and breaks no rule. */
export function isPersonFormReady(kind: PeopleKindConfig, v: PersonFormValues): boolean {
  return (
    Object.keys(personFormErrors(kind, v)).length === 0 &&
    v.email.trim() !== '' &&
    v.name.trim() !== '' &&
    v.last_name.trim() !== '' &&
    isValidRut(v.rut) &&
    (!kind.phone || isValidPhone(v.phone, kind.phoneRule)) &&
    (!kind.birthDate || v.birth_date !== '')
  )
}

/** The canonical RUT on blur ('123456785' → '12.345.678-5'); left as typed when invalid. */
export const tidyRut = (rut: string) => (isValidRut(rut) ? formatRut(rut) : rut)

export function toCreateBody(kind: PeopleKindConfig, v: PersonFormValues): UserCreateBody {
  const base = {
    name: normalizeText(v.name).trim(),
    last_name: normalizeText(v.last_name).trim(),
    rut: formatRut(v.rut),
    email: v.email.trim(),
  }
  if (!kind.phone) return base
  const phone = normalizePhone(v.phone)
  return kind.birthDate ? { ...base, phone, birth_date: v.birth_date } : { ...base, phone }
}

/** Only the fields that changed; an empty object means there is nothing to save. */
export function toUpdateBody(
  kind: PeopleKindConfig,
  v: PersonFormValues,
  initial: PersonFormValues,
): UserUpdateBody {
  const next = toCreateBody(kind, v) as Partial<Record<PersonField, string>>
  const before = personFormComparable(kind, initial)
  const changes: Partial<Record<PersonField, string>> = {}
  for (const [field, value] of Object.entries(next) as [PersonField, string][]) {
    if (before[field] !== value) changes[field] = value
  }
  return changes
}

function personFormComparable(kind: PeopleKindConfig, v: PersonFormValues) {
  const phone = kind.phone && isValidPhone(v.phone) ? normalizePhone(v.phone) : v.phone
  const rut = isValidRut(v.rut) ? formatRut(v.rut) : v.rut
  const name = normalizeText(v.name).trim()
  const lastName = normalizeText(v.last_name).trim()
  return { ...v, rut, phone, name, last_name: lastName }
}
