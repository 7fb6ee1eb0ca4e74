// `npm run operator -- <command>`: the platform operator's commands on whole schools, run on the
// server's database (DATABASE_URL, or DATA_DIR's embedded one while the server is stopped) as the
// owner of its tables. Each prints what it did, or one line in Spanish saying why not (exit 1).
import { readFileSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { loadConfig, type Config } from '#server/config.ts'
import { openDatabase, type DbHandle } from '#server/db/client.ts'
import { inSchool } from '#server/db/school-context.ts'
import {
  addDomain,
  createSchool,
  deleteSchool,
  exportSchool,
  importSchool,
  listSchools,
  OperatorError,
  removeDomain,
  setSchoolStatus,
  type SchoolExport,
} from '#server/schools/schools-data.ts'
import { bootstrap } from '#server/seed/bootstrap.ts'
import { settingsKeyOf } from '#server/secrets.ts'
import { storedSettings, writeSchoolSettings } from '#server/schools/school-settings.ts'

export const OPERATOR_USAGE = `Uso: npm run operator -- <orden>

  list                                          las escuelas, su estado y sus dominios
  create --name N --domain D [--domain D2] --admin CORREO
                                                una escuela nueva y su primer superadministrador
  add-domain <escuela> <dominio>                otro dominio para una escuela
  remove-domain <dominio>
  suspend <escuela>                             deja de atenderla (503), sin borrar nada
  resume <escuela>
  export <escuela> [--out ARCHIVO]              todas sus filas, en JSON
  import <ARCHIVO> --domain D [--name N]        una escuela nueva con las filas de una exportación
  delete <escuela> --confirm "<nombre>"         la borra con todas sus filas
  settings <escuela> [--file AJUSTES.json]      sus ajustes (nombre, contacto, Khipu, boletas,
                                                correo); con --file, los reemplaza todos por
                                                los del archivo: {"SCHOOL_NAME": "…", …}`

/** Runs one command on an open database; `print` receives each line of its answer. */
export async function runOperatorCommand(
  database: DbHandle,
  config: Config,
  args: string[],
  print: (line: string) => void,
): Promise<void> {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      domain: { type: 'string', multiple: true },
      admin: { type: 'string' },
      out: { type: 'string' },
      confirm: { type: 'string' },
      file: { type: 'string' },
    },
  })
  const [command, first, second] = positionals
  const owner = database.owner
  const need = (value: string | undefined, what: string) => {
    if (!value) throw new OperatorError(`Falta ${what}.\n\n${OPERATOR_USAGE}`)
    return value
  }
  switch (command) {
    case 'list': {
      for (const school of await listSchools(owner)) {
        print(
          `${school.id}  ${school.status.padEnd(9)}  ${school.name}  ${school.hosts.join(', ') || '(sin dominio)'}`,
        )
      }
      return
    }
    case 'create': {
      const email = need(values.admin, 'el correo del superadministrador (--admin)')
      const schoolId = await createSchool(owner, {
        name: need(values.name, 'el nombre (--name)'),
        hosts: values.domain ?? [],
      })
      const seeded = await inSchool(schoolId, () =>
        bootstrap(database.db, {
          ...config,
          demo: false,
          superadmin: { email, password: undefined },
        }),
      )
      print(`Escuela creada: ${schoolId}`)
      if (seeded.kind !== 'none') seeded.lines.forEach((line) => print(line))
      return
    }
    case 'add-domain':
      await addDomain(owner, need(first, 'la escuela'), need(second, 'el dominio'))
      print(`Dominio ${second} agregado.`)
      return
    case 'remove-domain':
      await removeDomain(owner, need(first, 'el dominio'))
      print(`Dominio ${first} quitado.`)
      return
    case 'suspend':
    case 'resume':
      await setSchoolStatus(
        owner,
        need(first, 'la escuela'),
        command === 'suspend' ? 'suspended' : 'active',
      )
      print(command === 'suspend' ? 'Escuela suspendida.' : 'Escuela activa.')
      return
    case 'export': {
      const data = await exportSchool(owner, need(first, 'la escuela'))
      const text = JSON.stringify(data)
      if (values.out) {
        writeFileSync(values.out, text)
        const rows = Object.values(data.tables).reduce((sum, rows) => sum + rows.length, 0)
        print(`${rows} filas exportadas a ${values.out}.`)
      } else print(text)
      return
    }
    case 'import': {
      const data = JSON.parse(readFileSync(need(first, 'el archivo'), 'utf8')) as SchoolExport
      const schoolId = await importSchool(owner, data, {
        hosts: values.domain ?? [],
        name: values.name,
      })
      print(`Escuela importada: ${schoolId}`)
      return
    }
    case 'delete': {
      const schoolId = need(first, 'la escuela')
      const school = (await listSchools(owner)).find((s) => s.id === schoolId)
      if (!school || values.confirm !== school.name) {
        throw new OperatorError('Para borrar una escuela, repite su nombre exacto con --confirm.')
      }
      await deleteSchool(owner, schoolId)
      print(`Escuela ${school.name} borrada, con todas sus filas.`)
      return
    }
    case 'settings': {
      const schoolId = need(first, 'la escuela')
      const key = await settingsKeyOf(owner, config)
      if (values.file) {
        let given: unknown
        try {
          given = JSON.parse(readFileSync(values.file, 'utf8'))
        } catch {
          throw new OperatorError(`No se pudo leer ${values.file} como JSON.`)
        }
        if (!given || typeof given !== 'object' || Array.isArray(given)) {
          throw new OperatorError(
            'El archivo de ajustes debe ser un objeto JSON: {"SCHOOL_NAME": "…"}.',
          )
        }
        await writeSchoolSettings(owner, config, key, schoolId, given as Record<string, unknown>)
        print('Ajustes guardados (la escuela los usa en 5 segundos a más tardar).')
      }
      const stored = await storedSettings(owner, key, schoolId)
      for (const [name, value] of Object.entries(stored.plain)) print(`${name}=${value}`)
      for (const name of stored.secrets) print(`${name}=(guardada, cifrada)`)
      return
    }
    default:
      throw new OperatorError(OPERATOR_USAGE)
  }
}

/** The command line: opens the server's database, migrates it, runs the command. */
export async function operatorMain(args: string[]): Promise<number> {
  const config = loadConfig()
  // NOTE: the operator works as the tables' owner: MIGRATION_DATABASE_URL when the server has one.
  const database = await openDatabase({
    databaseUrl: config.migrationDatabaseUrl ?? config.databaseUrl,
    dataDir: config.dataDir,
  })
  try {
    await database.migrate()
    await runOperatorCommand(database, config, args, (line) => console.log(line))
    return 0
  } catch (error) {
    if (error instanceof OperatorError) {
      console.error(error.message)
      return 1
    }
    throw error
  } finally {
    await database.close()
  }
}
