// The rules of a group's places shared by the server and the screens: how long an offered place
// waits for an answer, and when a rider's age falls outside the group's range (a warning only).

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
