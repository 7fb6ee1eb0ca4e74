// The holidays Hoy marks: Chile's public holidays and the school's own (admins add them). The
// legal ones come from the build's table of the coming years (#shared/holiday-table.ts); the
// rules' engine is large, so it is fetched only for a day outside the table (its own chunk, kept
// by the service worker like the rest of the app). The school's come from the kept query cache.
import { useCallback, useEffect, useMemo, useState } from 'react'
import { tabledHolidayName } from '#shared/holiday-table.ts'
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

/**
 * Looks a day up in the table; a day outside it asks for the engine, and is no holiday until the
 * engine is loaded (or if it fails).
 */
function useLegalHolidays(): HolidayName {
  const [engine, setEngine] = useState<{ fn: HolidayName } | null>(null)
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    if (!wanted) return
    let alive = true
    loadHolidays()
      .then((fn) => alive && setEngine({ fn }))
      .catch((error: unknown) => console.error(error))
    return () => {
      alive = false
    }
  }, [wanted])
  return useCallback(
    (day: string) => {
      const tabled = tabledHolidayName(day)
      if (tabled !== undefined) return tabled
      // Asked while rendering: the state changes after this render, not during it.
      if (!engine) queueMicrotask(() => setWanted(true))
      return engine?.fn(day) ?? null
    },
    [engine],
  )
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
