// The fence between schools, read from the database itself (migration 0023): a table added
// without `school_id`, without row-level security forced on it or without its policy fails here,
// and so does an application role that could step around the policies.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows, type DbHandle } from '#server/db/client.ts'
import { DEFAULT_SCHOOL_ID, inSchool } from '#server/db/school-context.ts'
import { APP_ROLE } from '#server/db/school-fence.ts'
import { schoolDomains, schools, users } from '#server/db/schema.ts'
import { seedUser } from '../helpers/fixtures.ts'
import { freshTestDatabase, openTestDatabase } from '../helpers/test-app.ts'
import { openFreshDatabase } from '../helpers/fresh-database.ts'

/** The platform's own tables: the schools and their hosts, generated secrets, shared counters. */
const PLATFORM_TABLES = ['app_secret', 'login_throttle', 'school_domains', 'schools']

const OTHER_SCHOOL = '00000000-0000-4000-8000-0000000000b2'

let database: DbHandle

beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())

const ownerRows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(database.owner, query)

async function schoolTables(): Promise<string[]> {
  const rows = await ownerRows<{ name: string }>(sql`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`)
  return rows.map((row) => row.name).filter((name) => !PLATFORM_TABLES.includes(name))
}

describe('every table of a school', () => {
  it('has a school_id that cannot be null and defaults to the transaction’s school', async () => {
    const tables = await schoolTables()
    expect(tables.length).toBeGreaterThan(30)
    const columns = await ownerRows<{ table: string; nullable: string; fallback: string | null }>(
      sql`select table_name as table, is_nullable as nullable, column_default as fallback
            from information_schema.columns
           where table_schema = 'public' and column_name = 'school_id'`,
    )
    const byTable = new Map(columns.map((column) => [column.table, column]))
    for (const table of tables) {
      expect(byTable.get(table), table).toMatchObject({ nullable: 'NO', fallback: 'app_school()' })
    }
  })

  it('has row-level security enabled and forced, and the one policy on school_id', async () => {
    const rows = await ownerRows<{
      name: string
      enabled: boolean
      forced: boolean
      policies: {
        name: string
        using: string
        check: string
        command: string
        permissive: string
      }[]
    }>(sql`
      select c.relname as name, c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
             coalesce((select json_agg(json_build_object('name', p.policyname, 'using', p.qual,
                        'check', p.with_check, 'command', p.cmd, 'permissive', p.permissive))
                         from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname),
                      '[]') as policies
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p')`)
    const byName = new Map(rows.map((row) => [row.name, row]))
    for (const table of await schoolTables()) {
      const row = byName.get(table)!
      expect({ table, enabled: row.enabled, forced: row.forced }).toEqual({
        table,
        enabled: true,
        forced: true,
      })
      expect(row.policies, table).toEqual([
        {
          name: 'school_fence',
          using: '(school_id = app_school())',
          check: '(school_id = app_school())',
          command: 'ALL',
          permissive: 'PERMISSIVE',
        },
      ])
    }
  })

  it('leads every index but its primary key with school_id', async () => {
    const rows = await ownerRows<{ table: string; index: string; first: string; primary: boolean }>(
      sql`select t.relname as table, i.relname as index, a.attname as first,
                 x.indisprimary as primary
            from pg_index x
            join pg_class t on t.oid = x.indrelid
            join pg_class i on i.oid = x.indexrelid
            join pg_namespace n on n.oid = t.relnamespace
            left join pg_attribute a on a.attrelid = t.oid and a.attnum = x.indkey[0]
           where n.nspname = 'public'`,
    )
    const tables = new Set(await schoolTables())
    const unled = rows.filter(
      (row) =>
        tables.has(row.table) &&
        row.first !== 'school_id' &&
        // A primary key of random UUIDs (an id, or the two ids a link joins) is one school's.
        !row.primary,
    )
    expect(unled.map((row) => `${row.table}.${row.index}`)).toEqual([])
  })
})

describe('the application’s role', () => {
  it('is neither a superuser nor exempt from row-level security, and owns nothing', async () => {
    const [role] = await ownerRows<{ superuser: boolean; bypass: boolean; owned: number }>(sql`
      select r.rolsuper as superuser, r.rolbypassrls as bypass,
             (select count(*)::int from pg_class c where c.relowner = r.oid) as owned
        from pg_roles r where r.rolname = ${APP_ROLE}`)
    expect(role).toEqual({ superuser: false, bypass: false, owned: 0 })
  })

  it('is the role every transaction of the application works as', async () => {
    const [who] = await queryRows<{ role: string }>(database.db, sql`select current_user as role`)
    expect(who).toEqual({ role: APP_ROLE })
  })

  it('may not write the schools or their hosts', async () => {
    await expect(database.db.insert(schools).values({ name: 'Intrusa' })).rejects.toThrow()
    await expect(
      database.db.insert(schoolDomains).values({ host: 'x.cl', school_id: DEFAULT_SCHOOL_ID }),
    ).rejects.toThrow()
  })
})

describe('a query', () => {
  beforeAll(async () => {
    await database.owner.insert(schools).values({ id: OTHER_SCHOOL, name: 'Otra escuela' })
    await seedUser(database.schoolDb(DEFAULT_SCHOOL_ID), {
      role: 'admin',
      email: 'primera@prueba.cl',
    })
    await seedUser(database.schoolDb(OTHER_SCHOOL), { role: 'admin', email: 'segunda@prueba.cl' })
  })

  it('outside any school sees no row of any school and may not write one', async () => {
    expect(await database.db.select().from(users)).toEqual([])
    await expect(seedUser(database.db, { role: 'admin' })).rejects.toThrow()
  })

  it('in a school sees only that school’s rows', async () => {
    const names = (schoolId: string) =>
      inSchool(schoolId, async () =>
        (await database.db.select({ email: users.email }).from(users)).map((row) => row.email),
      )
    expect(await names(DEFAULT_SCHOOL_ID)).toEqual(['primera@prueba.cl'])
    expect(await names(OTHER_SCHOOL)).toEqual(['segunda@prueba.cl'])
  })

  it('in a school may not write a row into another', async () => {
    await expect(
      inSchool(DEFAULT_SCHOOL_ID, () =>
        database.db
          .update(users)
          .set({ school_id: OTHER_SCHOOL })
          .where(sql`true`),
      ),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/row-level security/) } })
    // The two schools this test made (the PostgreSQL run's databases hold a further one).
    const owned = await ownerRows<{ school_id: string; n: number }>(
      sql`select school_id, count(*)::int as n from users
           where school_id in (${DEFAULT_SCHOOL_ID}, ${OTHER_SCHOOL}) group by 1 order by 1`,
    )
    expect(owned).toEqual([
      { school_id: DEFAULT_SCHOOL_ID, n: 1 },
      { school_id: OTHER_SCHOOL, n: 1 },
    ])
  })

  it('carries a school set inside one transaction to no other', async () => {
    await inSchool(DEFAULT_SCHOOL_ID, () =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('app.school_id', ${OTHER_SCHOOL}, true)`)
      }),
    )
    // The next transaction starts from the school of its own context again.
    const seen = await inSchool(DEFAULT_SCHOOL_ID, () => database.db.select().from(users))
    expect(seen.map((row) => row.email)).toEqual(['primera@prueba.cl'])
  })
})

describe('a row of a school', () => {
  it('names rows of its own school only: every key between school tables holds school_id', async () => {
    const keys = await ownerRows<{ key: string; columns: string[] }>(sql`
      select k.conname as key,
             array(select a.attname::text from unnest(k.conkey) n join pg_attribute a
                     on a.attrelid = k.conrelid and a.attnum = n order by 1) as columns
        from pg_constraint k
       where k.contype = 'f' and k.confrelid <> 'schools'::regclass`)
    expect(keys.length).toBeGreaterThan(40)
    expect(keys.filter((key) => !key.columns.includes('school_id')).map((key) => key.key)).toEqual(
      [],
    )
  })

  it('may not name another school’s row, whatever the code checked', async () => {
    const [other] = await ownerRows<{ id: string }>(
      sql`select id from users where school_id = ${OTHER_SCHOOL} limit 1`,
    )
    await expect(
      inSchool(DEFAULT_SCHOOL_ID, () =>
        database.db.insert(users).values({
          role: 'student',
          name: 'Hijo',
          last_name: 'Ajeno',
          supporter_id: other!.id,
        }),
      ),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/foreign key/) } })
  })
})

// On PostgreSQL a statement outside a transaction goes with its fence in one round trip, in the
// implicit transaction the extended protocol gives it (school-fence.ts): fenced while it runs,
// and nothing of it left on the pooled connection for whoever takes it next.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('a statement on its own', () => {
  let handle: DbHandle
  let drop: () => Promise<void>
  beforeAll(async () => {
    const fresh = await freshTestDatabase(process.env.TEST_DATABASE_URL!, { singleSchool: true })
    drop = fresh.drop
    // One connection: the owner's next query is on the very connection the statement used.
    handle = openFreshDatabase(fresh, 1)
  })
  afterAll(async () => {
    await handle.close()
    await drop()
  })

  const fenceOf = (db: DbHandle['db']) =>
    queryRows<{ role: string; school: string }>(
      db,
      sql`select current_user as role, coalesce(current_setting('app.school_id', true), '') as school`,
    )

  it('runs fenced in its school and leaves its connection as it found it', async () => {
    expect(await inSchool(OTHER_SCHOOL, () => fenceOf(handle.db))).toEqual([
      { role: APP_ROLE, school: OTHER_SCHOOL },
    ])
    const [after] = await fenceOf(handle.owner)
    expect(after).toEqual({ role: expect.not.stringMatching(APP_ROLE), school: '' })
  })

  it('fails alone: its error is the caller’s and the connection serves the next one', async () => {
    await expect(
      inSchool(OTHER_SCHOOL, () => queryRows(handle.db, sql`select 1 / ${0}::int as never`)),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/division by zero/) } })
    const [after] = await fenceOf(handle.owner)
    expect(after).toEqual({ role: expect.not.stringMatching(APP_ROLE), school: '' })
    expect(await inSchool(DEFAULT_SCHOOL_ID, () => fenceOf(handle.db))).toEqual([
      { role: APP_ROLE, school: DEFAULT_SCHOOL_ID },
    ])
  })
})
