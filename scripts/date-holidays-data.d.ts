// The library's data entry (every country), read at build time by chile-holidays-plugin.ts.
declare module 'date-holidays/data' {
  export const data: unknown
}
