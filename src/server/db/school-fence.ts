// Puts every transaction of the application in its school, on both drivers: the first thing each
// one does is switch to the fenced role `school_app` (migration 0023) and set `app.school_id`,
// both local to the transaction, so a pooled connection carries nothing to its next user and a
// transaction-mode pooler may stand in between. A statement outside a transaction is run in one:
// on PostgreSQL written with its `begin` and `commit` at once (pg's pipeline mode). Only the
// drivers' public interfaces: nothing of pg's or PGlite's internals is replaced.
// With no school known the setting is empty: every fenced table then shows and takes no row.
import { createHash } from 'node:crypto'
import type { PGlite, Transaction } from '@electric-sql/pglite'
import pg from 'pg'

export const APP_ROLE = 'school_app'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Where a transaction takes its school from when it starts. */
export type SchoolOf = () => string | null

/**
 * The statement that fences a transaction. The school is written into it (it is a checked UUID)
 * so that it runs in the same round trip as `begin`.
 */
export function fenceStatement(schoolId: string | null): string {
  if (schoolId !== null && !UUID.test(schoolId)) throw new Error('Not a school id')
  return `select set_config('role', '${APP_ROLE}', true), set_config('app.school_id', '${schoolId ?? ''}', true)`
}

const BEGIN = /^\s*begin\b/i

/** A statement as pg's query config, whether it came as its text or as a config. */
const configOf = (statement: unknown): pg.QueryConfig =>
  typeof statement === 'string' ? { text: statement } : (statement as pg.QueryConfig)

const textOf = (statement: unknown): string => configOf(statement).text ?? ''

// ---- node-postgres --------------------------------------------------------------------------

type PoolQuery = (query: unknown, values?: unknown) => Promise<unknown>

/**
 * What Drizzle is given in place of the pg Pool: its name says Pool, so Drizzle checks a
 * connection out for each transaction, and the `begin` it sends also fences the transaction.
 */
export class SchoolFencedPool {
  /**
   * `namedStatements`: false behind a pooler that cannot keep prepared statements across
   * transactions (PgBouncer before 1.21, or without `max_prepared_statements`).
   */
  constructor(
    private readonly pool: pg.Pool,
    private readonly schoolOf: SchoolOf,
    private readonly namedStatements = true,
  ) {}

  async connect(): Promise<{ query: PoolQuery; release: (error?: Error | boolean) => void }> {
    const client = await this.pool.connect()
    const fence = fenceStatement(this.schoolOf())
    const query = client.query.bind(client) as PoolQuery
    return {
      query: (statement, values) => {
        const text = textOf(statement)
        // `begin` is sent without parameters (the simple protocol), so both go in one message.
        if (BEGIN.test(text)) {
          const fenced = `${text}; ${fence}`
          const withFence =
            typeof statement === 'string' ? fenced : { ...(statement as object), text: fenced }
          return query(withFence, values).then((results) => (results as unknown[])[0])
        }
        return query(this.named(client, statement, values), values)
      },
      release: (error) => client.release(error),
    }
  }

  /**
   * A statement outside a transaction, in one of its own: `begin` with the fence, the statement
   * and `commit`, written together on a pipelining connection (openPostgres), so one round trip
   * as the statement alone would take. A statement that fails aborts the transaction, and the
   * `commit` behind it ends it as a rollback: the connection goes back as it came.
   */
  async query(statement: unknown, values?: unknown): Promise<unknown> {
    const fence = fenceStatement(this.schoolOf())
    const client = await this.pool.connect()
    const query = client.query.bind(client) as PoolQuery
    const answers = await Promise.allSettled([
      query(`begin; ${fence}`),
      query(this.named(client, statement, values), values),
      query('commit'),
    ])
    const failed = answers.find((answer) => answer.status === 'rejected')
    // An error the server reported leaves the connection ready; any other may not have.
    const broken = failed && !(failed.reason instanceof pg.DatabaseError)
    client.release(broken ? (failed.reason as Error) : undefined)
    if (failed) throw failed.reason
    return (answers[1] as PromiseFulfilledResult<unknown>).value
  }

  private named(client: pg.PoolClient, statement: unknown, values: unknown): unknown {
    if (this.namedStatements) return preparedOnce(client, statement, values)
    const config = configOf(statement)
    if (!config.name) return statement
    const { name: _name, ...unnamed } = config
    return unnamed
  }
}

/** Statements a connection keeps prepared, at most: texts built for a list's length are many. */
const PREPARED_PER_CONNECTION = 250

const preparedOn = new WeakMap<pg.PoolClient, Set<string>>()

/**
 * The statement under a name of its text, so that PostgreSQL plans it once per connection and not
 * on every request: planning the app's one-statement reads cost more than running them (a class's
 * detail: 0.8 ms against 0.3 ms). With parameters only (a text without any is built for its
 * values, or run once), and up to PREPARED_PER_CONNECTION names a connection; a name pg already
 * holds for that connection is sent as a Bind alone (pg's public `name` option). Behind PgBouncer
 * this needs its `max_prepared_statements` (1.21 and later); else the pool is told to send none.
 */
function preparedOnce(client: pg.PoolClient, statement: unknown, values: unknown): unknown {
  if (!Array.isArray(values) || values.length === 0) return statement
  const config = configOf(statement)
  if (config.name || !config.text) return statement
  let names = preparedOn.get(client)
  if (!names) preparedOn.set(client, (names = new Set()))
  const name = `s_${createHash('sha256').update(config.text).digest('base64url').slice(0, 32)}`
  if (!names.has(name)) {
    if (names.size >= PREPARED_PER_CONNECTION) return statement
    names.add(name)
  }
  return { ...config, name }
}

// ---- PGlite ---------------------------------------------------------------------------------

const SET_TRANSACTION = /^\s*set\s+transaction\b/i

/** A PGlite transaction fenced before its first statement (after a `set transaction`, which must come first). */
function fencedTransaction(tx: Transaction, fence: string): Transaction {
  let fenced = false
  const ensure = async (text: string) => {
    if (fenced || SET_TRANSACTION.test(text)) return
    fenced = true
    await tx.exec(fence)
  }
  return {
    ...tx,
    query: async (text, params, options) => {
      await ensure(text)
      return tx.query(text, params, options)
    },
    sql: tx.sql,
    exec: async (text, options) => {
      await ensure(text)
      return tx.exec(text, options)
    },
    rollback: () => tx.rollback(),
    listen: tx.listen,
    get closed() {
      return tx.closed
    },
  }
}

/** What Drizzle is given in place of the PGlite instance: the two calls it makes, fenced. */
export function schoolFencedPglite(client: PGlite, schoolOf: SchoolOf): PGlite {
  const fenced = {
    query: (text: string, params?: unknown[], options?: object) => {
      const fence = fenceStatement(schoolOf())
      return client.transaction((tx) => fencedTransaction(tx, fence).query(text, params, options))
    },
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) => {
      const fence = fenceStatement(schoolOf())
      return client.transaction((tx) => callback(fencedTransaction(tx, fence)))
    },
  }
  return fenced as unknown as PGlite
}
