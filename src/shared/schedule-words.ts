// How the public schedule says a group's facts in Spanish (the visitor's words): the riders'
// ages, its days and time, a discount tier, and how many places are left, coarsely.
// The server writes these into the public answers, so every page says them the same way.
import { discountAmount, type TierRange } from './billing/discount-tiers.ts'
import type { Spots } from './contract/schedule.ts'
import { formatClp, formatNumber } from './money.ts'
import { WEEKDAY_LABELS, type WeeklySchedule } from './rrule.ts'

/** 'martes', 'martes y jueves', 'lunes, miércoles y viernes'. */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`
}

/** 'martes y jueves 17:30' (the days in week order, lower case, then the time). */
export function scheduleInWords({ days, time }: WeeklySchedule): string {
  return `${listInWords(days.map((day) => WEEKDAY_LABELS[day].toLowerCase()))} ${time}`
}

/** '7 a 10 años', 'desde 18 años' (no maximum: adults welcome), 'hasta 6 años'; null: not set. */
export function agesInWords(min: number | null, max: number | null): string | null {
  if (min !== null && max !== null) return min === max ? `${min} años` : `${min} a ${max} años`
  if (min !== null) return `desde ${min} años`
  if (max !== null) return `hasta ${max} años`
  return null
}

/**
 * A tier this large has no real upper end: no month holds that many classes of one child, so it
 * reads 'desde 12 clases al mes'.
 */
const OPEN_ENDED_CLASSES = 31

/** 'desde 8 clases al mes', 'de 4 a 7 clases al mes', '8 clases al mes'. */
export function classesInWords({ min_classes: min, max_classes: max }: TierRange): string {
  if (max >= OPEN_ENDED_CLASSES) return `desde ${min} clases al mes`
  if (min === max) return `${min} ${min === 1 ? 'clase' : 'clases'} al mes`
  return `de ${min} a ${max} clases al mes`
}

/** '10 %', '12,5 %'. */
export function percentInWords(percentage: number): string {
  const decimals = Number.isInteger(percentage) ? 0 : Number.isInteger(percentage * 10) ? 1 : 2
  return `${formatNumber(percentage, decimals)} %`
}

/** A class's price once the tier's discount is taken off, rounded to the peso as billing does. */
export function discountedPrice(price: number, tier: TierRange): number {
  return price - discountAmount(price, tier.discount_percentage)
}

/**
 * A tier in words: with a class price, what a class then costs ('desde 8 clases al mes: $9.000
 * por clase'); without one, the discount ('desde 8 clases al mes: 10 % de descuento').
 */
export function tierInWords(tier: TierRange, price: number | null): string {
  const classes = classesInWords(tier)
  return price === null
    ? `${classes}: ${percentInWords(tier.discount_percentage)} de descuento`
    : `${classes}: ${formatClp(discountedPrice(price, tier))} por clase`
}

/**
 * Places left, coarsely, so a visitor learns whether to hurry but never how many children ride:
 * 'few' when a fifth of the places or fewer (at least 2) are left. Null: the group has no limit.
 */
export function spotsLeft(capacity: number | null, members: number): Spots | null {
  if (capacity === null) return null
  const left = capacity - members
  if (left <= 0) return 'full'
  return left <= Math.max(2, Math.ceil(capacity / 5)) ? 'few' : 'available'
}

/**
 * A URL piece from a group's name: 'Iniciación Infantil' → 'iniciacion-infantil' (accents off,
 * lower case, words joined by '-'); 'grupo' when nothing is left.
 */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '')
  return slug || 'grupo'
}

/** Slugs for names in a stable order: a repeated one gets '-2', '-3'… in that order. */
export function uniqueSlugs(names: readonly string[]): string[] {
  const taken = new Set<string>()
  return names.map((name) => {
    const base = slugOf(name)
    let slug = base
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`
    taken.add(slug)
    return slug
  })
}
