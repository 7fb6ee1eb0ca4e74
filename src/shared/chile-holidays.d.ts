// Chile's part of the `date-holidays` data, cut at build time (scripts/chile-holidays-plugin.ts),
// and the part of `date-holidays-parser` holidays.ts uses (the package ships types but does not
// name them in its "exports", so TypeScript cannot find them).
declare module 'virtual:chile-holidays' {
  const data: object
  export default data
}

declare module 'date-holidays-parser' {
  interface Holiday {
    /** 'YYYY-MM-DD hh:mm:ss' in the holiday's own time zone. */
    date: string
    name: string
    type: string
  }
  export default class HolidaysParser {
    constructor(data: object, country: string, opts?: { languages?: string[]; timezone?: string })
    setHoliday(rule: string, opts: { name: string; type: string }): boolean
    unsetRule(rule: string): boolean
    getHolidays(year: number): Holiday[]
  }
}

declare module 'virtual:chile-holiday-table' {
  /** Chile's public holidays of the years `first` to `last`, 'YYYY-MM-DD' → name. */
  const table: { first: number; last: number; days: Readonly<Record<string, string>> }
  export default table
}
