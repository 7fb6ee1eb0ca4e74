// The rules of a group's places shared by the server and the screens: how long an offered place
// waits for an answer, when new riders do not fit (the server refuses, an admin may override),
// and when a rider's age falls outside the group's range (a warning only).
import { classMessages } from './i18n/classes.ts'

/** Days a waiting-list offer stays open; past them it lapses and the next in line is due. */
export const WAITLIST_OFFER_DAYS = 3

export interface AgeRange {
  age_min: number | null
  age_max: number | null
}

/** True when the group states an age range and `age` falls outside it. */
export function isAgeOutside(age: number, range: AgeRange): boolean {
  return (
    (range.age_min !== null && age < range.age_min) ||
    (range.age_max !== null && age > range.age_max)
  )
}

/**
 * Why `adding` new riders do not fit a group of `capacity` places with `taken` of them taken
 * (active members and places held by waiting-list offers); undefined when they fit or the group
 * has no capacity. The server refuses with it (409 GROUP_FULL) unless an admin overrides.
 */
export function placesRefusal(
  capacity: number | null,
  taken: number,
  adding: number,
): string | undefined {
  if (capacity === null || adding === 0 || taken + adding <= capacity) return undefined
  const free = capacity - taken
  return free <= 0
    ? classMessages.groupFull(taken, capacity)
    : classMessages.groupTooFew(free, capacity, adding)
}
