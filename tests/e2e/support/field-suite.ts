// The frame of the offline browser tests: a stoppable server, an admin's API view of it and a
// phone profile directory, set up before the file's tests and removed after them, with the last
// browser opened on the profile closed.
import type { BrowserContext } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import {
  AdminApi,
  FieldServer,
  launchProfile,
  newProfileDir,
  removeDir,
} from '../offline-helpers.ts'
import { onWorkingDay } from './working-day.ts'

export interface FieldSuite {
  server: FieldServer
  api: AdminApi
  profile: string
  /**
   * Opens the phone browser on the profile, its clock on an ordinary day (`onWorkingDay`: the due
   * classes Hoy offers are never holiday ones); afterAll closes the last one opened.
   */
  launch: (options?: { offline?: boolean }) => Promise<BrowserContext>
}

export function useFieldSuite(): FieldSuite {
  let context: BrowserContext | undefined
  const suite = {
    launch: async (options?: { offline?: boolean }) => {
      context = await launchProfile(suite.profile!, suite.server!.url, options)
      await onWorkingDay(context)
      return context
    },
  } as Partial<FieldSuite> & Pick<FieldSuite, 'launch'>
  beforeAll(async () => {
    suite.server = await FieldServer.create()
    suite.api = new AdminApi(suite.server)
    suite.profile = newProfileDir()
  })
  afterAll(async () => {
    await context?.close()
    await suite.server?.dispose()
    if (suite.profile) removeDir(suite.profile)
  })
  return suite as FieldSuite
}
