// First start of an empty database: seeds the demo school when enabled (DEMO=1, or by default a
// new embedded database outside production), otherwise creates the first superadmin (from
// SUPERADMIN_EMAIL/SUPERADMIN_PASSWORD, or with a generated temporary password that is shown once
// and must be changed at first sign-in). Does nothing once any staff member exists, except give
// each of the school's documents with no version yet its example text (default-documents.ts).
// The demo school's few emergency cards come last, signed for under those documents.
import { count, inArray, sql } from 'drizzle-orm'
import { STAFF_ROLES } from '#shared/roles.ts'
import { isStrongPassword } from '#shared/password.ts'
import { hashPassword } from '#server/credentials/passwords.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import { users } from '#server/db/schema.ts'
import { generateTemporaryPassword } from '#server/people/temporary-password.ts'
import { seedDefaultDocuments } from './default-documents.ts'
import { seedDemoCards } from './demo-cards.ts'
import { seedDemoSchool } from './demo.ts'

const DEFAULT_SUPERADMIN_EMAIL = 'superadmin@example.com'

async function countUsers(db: Db, staffOnly: boolean) {
  const query = db.select({ n: count() }).from(users)
  const [row] = await (staffOnly ? query.where(inArray(users.role, [...STAFF_ROLES])) : query)
  return row?.n ?? 0
}

export type BootstrapResult =
  { kind: 'none' } | { kind: 'demo'; lines: string[] } | { kind: 'superadmin'; lines: string[] }

export async function bootstrap(db: Db, config: Config): Promise<BootstrapResult> {
  // NOTE: instances starting together on one PostgreSQL must not both seed.
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727001)`)
    const result = await seedPeople(tx, config)
    // After the demo school, so its documents count from its first group's start.
    await seedDefaultDocuments(tx)
    // A few demo children's cards, signed for under those documents.
    if (result.kind === 'demo') await seedDemoCards(tx)
    return result
  })
}

async function seedPeople(tx: Db, config: Config): Promise<BootstrapResult> {
  if ((await countUsers(tx, true)) > 0) return { kind: 'none' as const }

  if (config.demo && (await countUsers(tx, false)) === 0) {
    const demo = await seedDemoSchool(tx)
    const c = demo.counts
    return {
      kind: 'demo' as const,
      lines: [
        'Escuela de demostración creada.',
        ...demo.logins.map((l) => `  ${l.role.padEnd(10)} ${l.email.padEnd(20)} ${l.password}`),
        `  Portal de pagos: RUT de apoderado ${demo.guardianRut}`,
        `  ${c.students} alumnos, ${c.supporters} apoderados, ${c.groups} grupos, ${c.sessions} clases`,
      ],
    }
  }

  const email = (config.superadmin.email ?? DEFAULT_SUPERADMIN_EMAIL).trim().toLowerCase()
  const given = config.superadmin.password
  if (given && !isStrongPassword(given)) {
    throw new Error(
      'SUPERADMIN_PASSWORD does not meet the password rules (8+ chars, upper, lower, digit, one of !@#$%^&*)',
    )
  }
  const password = given ?? generateTemporaryPassword()
  await tx.insert(users).values({
    role: 'superadmin',
    name: 'Super',
    last_name: 'Administrador',
    email,
    password_hash: await hashPassword(password),
    must_change_password: !given,
  })
  return {
    kind: 'superadmin' as const,
    lines: given
      ? [`Superadministrador creado: ${email}`]
      : [
          `Superadministrador creado: ${email}`,
          `  Contraseña temporal (se muestra una sola vez, cámbiela al ingresar): ${password}`,
        ],
  }
}
