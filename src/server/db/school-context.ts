// Which school the code running now works for. The request pipeline sets it from the host
// (plugins/school-host.ts), a job for each school it runs (jobs/), a command for the school it
// names; the database client reads it at the start of every transaction (school-fence.ts).
import { AsyncLocalStorage } from 'node:async_hooks'

/** The school, and what was loaded of it before its work began (schools/school-settings.ts). */
interface SchoolScope {
  id: string
  settings?: object
}

const current = new AsyncLocalStorage<SchoolScope>()

/** The first school of every deployment: the one a single-school deployment has always had. */
export const DEFAULT_SCHOOL_ID = '00000000-0000-4000-8000-000000000001'

/**
 * Does `work` for `schoolId`: every query it makes sees and writes that school's rows only. It is
 * awaited inside, so a query builder it returns (run when awaited) runs in the school too.
 */
export function inSchool<T>(
  schoolId: string,
  work: () => T | PromiseLike<T>,
  settings?: object,
): Promise<T> {
  return current.run({ id: schoolId, settings }, async () => await work())
}

/** Calls `callback` for `schoolId`, as it is: for a framework's continuation (`done`). */
export function runInSchool(schoolId: string, callback: () => void, settings?: object): void {
  current.run({ id: schoolId, settings }, callback)
}

/** The school of the code running now, or null outside any (a query then sees no school's row). */
export function currentSchool(): string | null {
  return current.getStore()?.id ?? null
}

/** What was loaded of the current school before its work began, if anything. */
export function currentSchoolSettings(): object | undefined {
  return current.getStore()?.settings
}
