// Chile's public holidays for Hoy. The holiday rules are large, so they are fetched only when Hoy
// is shown (their own chunk, cached by the service worker like the rest of the app).
import { useEffect, useState } from 'react'

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
export function useHolidays(): HolidayName {
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
