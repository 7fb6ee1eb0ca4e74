// The holiday rules as the app is built: Chile's data and time zones cut by the build plugin
// (scripts/chile-holidays-plugin.ts), bundled and run, must still find the days that depend on
// Chile's time (the June solstice of 2025 fell on the 20th in Chile, the 21st in UTC).
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'vite'
import { afterAll, describe, expect, it } from 'vitest'
import type * as Holidays from '#shared/holidays.ts'
import { chileHolidays } from '../../../scripts/chile-holidays-plugin.ts'

let outDir = ''
afterAll(() => (outDir ? rm(outDir, { recursive: true, force: true }) : undefined))

describe('the built holiday chunk', () => {
  it('marks Chile-time holidays, Sábado Santo and election days, not Easter Sunday, with only Chile bundled', async () => {
    outDir = await mkdtemp(join(tmpdir(), 'holidays-'))
    await build({
      configFile: false,
      logLevel: 'silent',
      publicDir: false,
      plugins: [chileHolidays()],
      build: {
        outDir,
        minify: false,
        lib: {
          entry: fileURLToPath(new URL('../../../src/shared/holidays.ts', import.meta.url)),
          formats: ['es'],
          fileName: 'holidays',
        },
      },
    })
    const built = (await import(pathToFileURL(join(outDir, 'holidays.js')).href)) as typeof Holidays
    expect(built.holidayName('2025-06-20')).toBe('Día de los Pueblos Indígenas')
    expect(built.holidayName('2025-06-21')).toBeNull()
    expect(built.holidayName('2026-04-04')).toBe('Sábado Santo')
    expect(built.holidayName('2026-09-18')).toBe('Fiestas Patrias')
    expect(built.holidayName('2026-04-05')).toBeNull() // Easter Sunday: no law names it
    expect(built.holidayName('2025-11-16')).toBe('Elecciones presidenciales y parlamentarias')
  }, 60_000)
})
