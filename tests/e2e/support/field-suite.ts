// The frame of the offline browser tests: a stoppable server, an admin's API view of it and a
// phone profile directory, set up before the file's tests and removed after them, with the last
// browser opened on the profile closed.
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import {
  AdminApi,
  FieldServer,
  launchProfile,
  newProfileDir,
  removeDir,
  teacherReady,
} from '../offline-helpers.ts'
import { onWorkingDay } from './working-day.ts'

/** A phone browser open on the profile, and its page. */
export interface Phone {
  context: BrowserContext
  page: Page
}

export interface FieldSuite {
  server: FieldServer
  api: AdminApi
  profile: string
  /**
   * Opens the phone browser on the profile, its clock on an ordinary day (`onWorkingDay`: the due
   * classes Hoy offers are never holiday ones); afterAll closes the last one opened.
   */
  launch: (options?: { offline?: boolean }) => Promise<Phone>
  /** `launch`, then the demo teacher signs in and the app is on Hoy, ready with no signal. */
  teacherOnHoy: () => Promise<Phone>
}

/**
 * Opens a phone browser on the profile directory, its clock on an ordinary day (`onWorkingDay`);
 * answers it, its page and that day ('YYYY-MM-DD').
 */
export async function launchPhone(
  profile: string,
  baseURL: string,
  options?: { offline?: boolean },
): Promise<Phone & { day: string }> {
  const context = await launchProfile(profile, baseURL, options)
  const day = await onWorkingDay(context)
  const page = context.pages()[0] ?? (await context.newPage())
  return { context, page, day }
}

export function useFieldSuite(): FieldSuite {
  let context: BrowserContext | undefined
  const suite = {
    launch: async (options?: { offline?: boolean }) => {
      const phone = await launchPhone(suite.profile!, suite.server!.url, options)
      context = phone.context
      return phone
    },
    teacherOnHoy: async () => {
      const phone = await suite.launch()
      await teacherReady(phone.page)
      return phone
    },
  } as Partial<FieldSuite> & Pick<FieldSuite, 'launch' | 'teacherOnHoy'>
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
