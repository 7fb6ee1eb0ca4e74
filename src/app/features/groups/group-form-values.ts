// The Nuevo grupo form's values and their rules (spec §5): name, days and time required, start
// date required, end date optional and not before the start, price a whole number or nothing;
// and what the public schedule shows (level, ages, places, map link, published). The rules of
// the text, dates, ages, places and link are the API contract's own.
import { defaultValidFrom } from '#shared/billing/price-in-force.ts'
import {
  groupCreateBodySchema,
  type GroupCreateBody,
  type GroupDetail,
  type GroupUpdateBody,
} from '#shared/contract/groups.ts'
import { isTimeOfDay, todayInSantiago } from '#shared/dates.ts'
import type { GroupLevel } from '#shared/group-levels.ts'
import { validationMessages as m } from '#shared/i18n/validation.ts'
import { uiField } from '#app/i18n/ui-field.ts'
import { toRrule, type Weekday } from '#shared/rrule.ts'
import { fieldErrors } from '#app/lib/contract-errors.ts'

export const DEFAULT_GROUP_TIME = '10:00'

export interface GroupFormValues {
  name: string
  description: string
  location: string
  days: Weekday[]
  time: string
  start_date: string
  end_date: string
  price: string
  /** The price's tax flag: exento de IVA (a class) or afecto, IVA included. */
  exempt: boolean
  /** 'Vigente desde' of a changed price (edit only). */
  valid_from: string
  /** '' while no level is chosen. */
  level: GroupLevel | ''
  age_min: string
  age_max: string
  capacity: string
  map_url: string
  /** 'Mostrar en el sitio público'. */
  published: boolean
}

/** The public schedule's fields a form holds, as the group has them. */
const publicValues = (group?: GroupDetail) => ({
  level: group?.level ?? ('' as const),
  age_min: group?.age_min == null ? '' : String(group.age_min),
  age_max: group?.age_max == null ? '' : String(group.age_max),
  capacity: group?.capacity == null ? '' : String(group.capacity),
  map_url: group?.map_url ?? '',
  published: group?.published ?? true,
})

export type GroupFormErrors = Partial<Record<keyof GroupFormValues, string>>

export function initialGroupForm(now: Date = new Date()): GroupFormValues {
  return {
    name: '',
    description: '',
    location: '',
    days: [],
    time: DEFAULT_GROUP_TIME,
    start_date: todayInSantiago(now),
    end_date: '',
    price: '',
    exempt: true,
    valid_from: defaultValidFrom(now),
    ...publicValues(),
  }
}

/** The edit form's values: the group as it is, a price change dated the 1st of next month. */
export function groupFormFrom(group: GroupDetail, now: Date = new Date()): GroupFormValues {
  return {
    name: group.name,
    description: group.description ?? '',
    location: group.location ?? '',
    days: [...group.days],
    time: group.time ?? DEFAULT_GROUP_TIME,
    start_date: group.start_date,
    end_date: group.end_date ?? '',
    price: group.price_per_session === null ? '' : String(group.price_per_session),
    exempt: group.price_exempt,
    valid_from: defaultValidFrom(now),
    ...publicValues(group),
  }
}

/** '' → null, '12000' → 12000; anything else is not a price. */
export function parsePrice(text: string): number | null | undefined {
  const value = text.trim()
  if (value === '') return null
  return /^\d{1,8}$/.test(value) ? Number(value) : undefined
}

/** '' → null, '12' → 12; anything else (letters, decimals) is left for the contract to refuse. */
function parseWhole(text: string): number | null {
  const value = text.trim()
  if (value === '') return null
  return /^\d{1,4}$/.test(value) ? Number(value) : Number.NaN
}

/** The contract's fields this form fills under another name; `rrule` comes from days + time. */
const FORM_FIELD: Partial<Record<string, keyof GroupFormValues>> = {
  name: 'name',
  description: 'description',
  location: 'location',
  start_date: 'start_date',
  end_date: 'end_date',
  price_per_session: 'price',
  level: 'level',
  age_min: 'age_min',
  age_max: 'age_max',
  capacity: 'capacity',
  map_url: 'map_url',
}

export function toGroupBody(
  values: GroupFormValues,
): { ok: true; body: GroupCreateBody } | { ok: false; errors: GroupFormErrors } {
  const errors: GroupFormErrors = {}
  if (values.days.length === 0) errors.days = uiField.groupForm.daysRequired
  if (!isTimeOfDay(values.time)) errors.time = m.timeInvalid
  const price = parsePrice(values.price)
  if (price === undefined) errors.price = m.priceInvalid
  const schedule = { days: values.days, time: values.time }
  const parsed = groupCreateBodySchema.safeParse({
    name: values.name,
    description: values.description,
    location: values.location,
    start_date: values.start_date,
    end_date: values.end_date.trim() || null,
    price_per_session: price ?? null,
    ...(price === null || price === undefined ? {} : { price_exempt: values.exempt }),
    rrule: errors.days || errors.time ? undefined : toRrule(schedule),
    level: values.level || null,
    age_min: parseWhole(values.age_min),
    age_max: parseWhole(values.age_max),
    capacity: parseWhole(values.capacity),
    map_url: values.map_url.trim() || null,
    published: values.published,
  })
  for (const [field, message] of Object.entries(fieldErrors(parsed))) {
    const key = FORM_FIELD[field]
    if (key) errors[key] ??= message
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors }
  return { ok: true, body: parsed.data }
}

/** Whether the form's price or its tax flag differs from the group's price in force today. */
export function priceChanged(values: GroupFormValues, group: GroupDetail): boolean {
  const price = parsePrice(values.price)
  if (price !== group.price_per_session) return true
  return price !== null && values.exempt !== group.price_exempt
}

/**
 * The PATCH body of an edit: only what changed from `group`; a changed price (or tax flag) carries
 * both and its 'Vigente desde'. With nothing changed there is nothing to send (`body` null).
 */
export function toGroupUpdate(
  values: GroupFormValues,
  group: GroupDetail,
): { ok: true; body: GroupUpdateBody | null } | { ok: false; errors: GroupFormErrors } {
  const checked = toGroupBody(values)
  if (!checked.ok) return checked
  const next = groupCreateBodySchema.parse(checked.body)
  const body: GroupUpdateBody = {}
  if (next.name !== group.name) body.name = next.name
  if (next.description !== group.description) body.description = next.description ?? ''
  if (next.location !== group.location) body.location = next.location ?? ''
  if (next.rrule !== group.rrule) body.rrule = next.rrule
  if (next.start_date !== group.start_date) body.start_date = next.start_date
  if (next.end_date !== group.end_date) body.end_date = next.end_date
  if ((next.level ?? null) !== group.level) body.level = next.level ?? null
  if ((next.age_min ?? null) !== group.age_min) body.age_min = next.age_min ?? null
  if ((next.age_max ?? null) !== group.age_max) body.age_max = next.age_max ?? null
  if ((next.capacity ?? null) !== group.capacity) body.capacity = next.capacity ?? null
  if ((next.map_url ?? null) !== group.map_url) body.map_url = next.map_url ?? null
  if (next.published !== undefined && next.published !== group.published) {
    body.published = next.published
  }
  if (priceChanged(values, group)) {
    body.price_per_session = next.price_per_session
    if (next.price_exempt !== undefined) body.price_exempt = next.price_exempt
    body.valid_from = values.valid_from
  }
  return { ok: true, body: Object.keys(body).length > 0 ? body : null }
}
