// The holidays Hoy marks: Chile's public holidays and the school's own (admins add them). The
// legal rules are large, so they are fetched only when Hoy is shown (their own chunk, cached by
// the service worker like the rest of the app); the school's come from the kept query cache.
import { useEffect, useMemo, useState } from 'react'
import { useSchoolHolidays } from '#app/lib/school-holidays.ts'

type HolidayName = (day: string) => string | null

let loaded: Promise<HolidayName> | null = null

function loadHolidays(): Promise<HolidayName> {
  loaded ??= import('#shared/holidays.ts').then(
    (m) => m.holidayName,
    (error: unknown) => {
      loaded = null // try again next time Hoy is shown
      throw error
    },
  )
  return loaded
}

/** Looks a day up once the calendar is loaded; until then (or if it fails) no day is a holiday. */
function useLegalHolidays(): HolidayName {
  const [lookup, setLookup] = useState<{ fn: HolidayName }>({ fn: () => null })
  useEffect(() => {
    let alive = true
    loadHolidays()
      .then((fn) => alive && setLookup({ fn }))
      .catch((error: unknown) => console.error(error))
    return () => {
      alive = false
    }
  }, [])
  return lookup.fn
}

/**
 * The holiday's name on a day, legal or the school's own (the legal name wins when both fall on
 * one day), or null on a working day. Hoy treats both alike.
 */
export function useHolidays(): HolidayName {
  const legal = useLegalHolidays()
  const { data: school } = useSchoolHolidays()
  return useMemo(() => {
    const byDay = new Map((school ?? []).map((h) => [h.day, h.name]))
    return (day: string) => legal(day) ?? byDay.get(day) ?? null
  }, [legal, school])
}
