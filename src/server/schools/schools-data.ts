// The platform operator's work on whole schools, done as the owner of the tables (the application's
// role may only read `schools` and `school_domains`): create one with its hosts, suspend and
// resume it, and export, import or delete every row it has (Ley 21.719: a school leaving takes or
// erases all it holds). See `npm run operator` (operator.ts).
import { asc, eq, sql } from 'drizzle-orm'
import { queryRows, type Db } from '#server/db/client.ts'
import { schoolDomains, schools } from '#server/db/schema.ts'
import { normalHost } from './school-hosts-data.ts'

export class OperatorError extends Error {}

const HOST_NAME =
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/

function checkedHost(host: string): string {
  const normal = normalHost(host)
  if (!HOST_NAME.test(normal)) throw new OperatorError(`'${host}' no es un nombre de dominio.`)
  return normal
}

export interface SchoolListing {
  id: string
  name: string
  status: 'active' | 'suspended'
  hosts: string[]
}

export async function listSchools(owner: Db): Promise<SchoolListing[]> {
  const [rows, domains] = await Promise.all([
    owner.select().from(schools).orderBy(asc(schools.created_at), asc(schools.id)),
    owner.select().from(schoolDomains).orderBy(asc(schoolDomains.host)),
  ])
  return rows.map((school) => ({
    id: school.id,
    name: school.name,
    status: school.status,
    hosts: domains.filter((d) => d.school_id === school.id).map((d) => d.host),
  }))
}

async function schoolNamed(owner: Db, schoolId: string) {
  const [school] = await owner
    .select()
    .from(schools)
    .where(sql`${schools.id}::text = ${schoolId}`)
  if (!school) throw new OperatorError(`No hay ninguna escuela ${schoolId}.`)
  return school
}

/**
 * A deployment with one school and no host answers every host with it; a second school ends that,
 * so each school must have its host before another is added.
 */
async function everySchoolHasAHost(owner: Db) {
  const without = (await listSchools(owner)).filter((school) => school.hosts.length === 0)
  if (without.length > 0) {
    throw new OperatorError(
      `La escuela '${without[0]!.name}' (${without[0]!.id}) no tiene dominio: agrégale uno ` +
        'con add-domain antes de crear otra, o dejará de responder.',
    )
  }
}

export async function addDomain(owner: Db, schoolId: string, host: string): Promise<void> {
  await schoolNamed(owner, schoolId)
  const normal = checkedHost(host)
  const [taken] = await owner.select().from(schoolDomains).where(eq(schoolDomains.host, normal))
  if (taken) throw new OperatorError(`El dominio ${normal} ya es de la escuela ${taken.school_id}.`)
  await owner.insert(schoolDomains).values({ host: normal, school_id: schoolId })
}

export async function removeDomain(owner: Db, host: string): Promise<void> {
  const removed = await owner
    .delete(schoolDomains)
    .where(eq(schoolDomains.host, normalHost(host)))
    .returning()
  if (removed.length === 0) throw new OperatorError(`Ninguna escuela tiene el dominio ${host}.`)
}

/** A new school, empty, answering on `hosts`; its first superadmin is seeded apart. */
export async function createSchool(
  owner: Db,
  values: { name: string; hosts: string[]; id?: string },
): Promise<string> {
  const name = values.name.trim()
  if (!name) throw new OperatorError('La escuela necesita un nombre.')
  if (values.hosts.length === 0) throw new OperatorError('La escuela necesita un dominio.')
  const hosts = values.hosts.map(checkedHost)
  await everySchoolHasAHost(owner)
  return owner.transaction(async (tx) => {
    const [school] = await tx
      .insert(schools)
      .values({ name, ...(values.id ? { id: values.id } : {}) })
      .returning()
    for (const host of hosts) await addDomain(tx, school!.id, host)
    return school!.id
  })
}

export async function setSchoolStatus(
  owner: Db,
  schoolId: string,
  status: 'active' | 'suspended',
): Promise<void> {
  await schoolNamed(owner, schoolId)
  await owner.update(schools).set({ status }).where(eq(schools.id, schoolId))
}

/** The tables holding a school's rows, each after every table it references. */
async function schoolTablesInOrder(owner: Db): Promise<string[]> {
  const tables = (
    await queryRows<{ name: string }>(
      owner,
      sql`select c.relname as name from pg_class c
            join pg_namespace n on n.oid = c.relnamespace
            join pg_attribute a on a.attrelid = c.oid and a.attname = 'school_id' and not a.attisdropped
           where n.nspname = 'public' and c.relkind = 'r' and c.relname <> 'school_domains'
           order by 1`,
    )
  ).map((row) => row.name)
  const references = await queryRows<{ from: string; to: string }>(
    owner,
    sql`select f.relname as from, t.relname as to from pg_constraint k
          join pg_class f on f.oid = k.conrelid join pg_class t on t.oid = k.confrelid
         where k.contype = 'f' and f.relname <> t.relname`,
  )
  const ordered: string[] = []
  const visit = (table: string, path: string[]) => {
    if (ordered.includes(table) || path.includes(table)) return
    for (const { to } of references.filter((r) => r.from === table)) {
      if (tables.includes(to)) visit(to, [...path, table])
    }
    ordered.push(table)
  }
  for (const table of tables) visit(table, [])
  return ordered
}

export const EXPORT_FORMAT = 'escuela-export-1'

export interface SchoolExport {
  format: typeof EXPORT_FORMAT
  /** The last migration of the database it came from: an import needs the same. */
  schema: string
  school: { id: string; name: string }
  exported_at: string
  tables: Record<string, Record<string, unknown>[]>
}

async function lastMigration(owner: Db): Promise<string> {
  const [row] = await queryRows<{ hash: string }>(
    owner,
    sql`select hash from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  )
  return row?.hash ?? ''
}

/** Every row of the school, table by table, as PostgreSQL writes it in JSON. */
export async function exportSchool(owner: Db, schoolId: string): Promise<SchoolExport> {
  const school = await schoolNamed(owner, schoolId)
  const tables: SchoolExport['tables'] = {}
  for (const table of await schoolTablesInOrder(owner)) {
    const [row] = await queryRows<{ rows: Record<string, unknown>[] }>(
      owner,
      sql`select coalesce(json_agg(t), '[]'::json) as rows from ${sql.identifier(table)} t
           where t.school_id = ${schoolId}`,
    )
    tables[table] = row!.rows
  }
  // NOTE: a school's sealed keys stay behind: they open only under this deployment's SETTINGS_KEY
  // and this school's id. Where the school goes, the operator sets them again.
  for (const row of tables.school_settings ?? []) row.sealed = null
  return {
    format: EXPORT_FORMAT,
    schema: await lastMigration(owner),
    school: { id: school.id, name: school.name },
    exported_at: new Date().toISOString(),
    tables,
  }
}

/**
 * A new school holding the rows of an export (from another deployment, or this one's before it
 * was deleted here), under a new school id and the given hosts. Rows keep their ids, so the same
 * export cannot be imported twice into one database.
 */
export async function importSchool(
  owner: Db,
  data: SchoolExport,
  values: { hosts: string[]; name?: string },
): Promise<string> {
  if (data.format !== EXPORT_FORMAT)
    throw new OperatorError('El archivo no es una exportación de escuela.')
  if (data.schema !== (await lastMigration(owner))) {
    throw new OperatorError(
      'La exportación viene de otra versión de la base de datos: actualiza ambas a la misma versión.',
    )
  }
  const tables = await schoolTablesInOrder(owner)
  const schoolId = await createSchool(owner, {
    name: values.name ?? data.school.name,
    hosts: values.hosts,
  })
  try {
    await owner.transaction(async (tx) => {
      // The fences hold for the owner too (FORCE): the rows are written as this school's.
      await tx.execute(sql`select set_config('app.school_id', ${schoolId}, true)`)
      for (const table of tables) {
        const rows = (data.tables[table] ?? []).map((row) => ({ ...row, school_id: schoolId }))
        if (rows.length === 0) continue
        await tx.execute(
          sql`insert into ${sql.identifier(table)}
              select * from json_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(rows)}::json)`,
        )
      }
    })
  } catch (error) {
    await owner.delete(schools).where(eq(schools.id, schoolId))
    throw error
  }
  // NOTE: statistics now, not at autovacuum's next round: until a table has them, the planner takes
  // the fence's school_id for a rare value and plans the new school's first queries badly.
  for (const table of tables) {
    if ((data.tables[table] ?? []).length > 0) {
      await owner.execute(sql`analyze ${sql.identifier(table)}`)
    }
  }
  return schoolId
}

/** Deletes the school and every row it has, in every table, and its hosts. */
export async function deleteSchool(owner: Db, schoolId: string): Promise<void> {
  await schoolNamed(owner, schoolId)
  await owner.delete(schools).where(eq(schools.id, schoolId))
}
