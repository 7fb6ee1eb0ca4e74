// Sessions (refresh tokens), sign-in throttling, idempotency keys, the audit trail, and what
// several server instances on one database share: generated secrets and background job runs.
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { at, createdAt, id, idempotencyStatusEnum, updatedAt } from './columns.ts'
import { schoolColumn } from './schools.ts'
import { personColumn } from './people.ts'

// ---- auth, idempotency, audit -------------------------------------------------------------

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    school_id: schoolColumn(),
    id: id(),
    family_id: uuid('family_id').notNull(),
    user_id: personColumn('user_id').notNull(),
    token_hash: text('token_hash').notNull(),
    parent_id: uuid('parent_id'),
    used_at: at('used_at'),
    revoked_at: at('revoked_at'),
    expires_at: at('expires_at').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    unique('refresh_tokens_token_hash_unique').on(t.school_id, t.token_hash),
    index('refresh_tokens_family_idx').on(t.school_id, t.family_id),
    index('refresh_tokens_user_idx').on(t.school_id, t.user_id),
  ],
)

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    school_id: schoolColumn(),
    id: id(),
    user_id: personColumn('user_id').notNull(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    request_hash: text('request_hash').notNull(),
    status: idempotencyStatusEnum('status').notNull().default('in_flight'),
    response_status: integer('response_status'),
    response_body: jsonb('response_body'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_user_key_uq').on(t.school_id, t.user_id, t.key),
    index('idempotency_keys_created_idx').on(t.school_id, t.created_at),
  ],
)

export const auditLog = pgTable(
  'audit_log',
  {
    school_id: schoolColumn(),
    id: id(),
    actor_id: personColumn('actor_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entity_id: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.school_id, t.at),
    index('audit_log_entity_idx').on(t.school_id, t.entity, t.entity_id),
  ],
)

/**
 * Attempt counters, one row per bucket, each key of one school ('account:<school>:<email>',
 * 'address:<school>:<ip>', 'portal-rut:<school>:<rut>', 'rate:<ms>:<school>:…'; login-throttle.ts):
 * attempts in the window that started at `window_start`. In the
 * database so every instance counts the same attempts, and bumped with one atomic upsert.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    key: text('key').primaryKey(),
    attempts: integer('attempts').notNull(),
    window_start: at('window_start').notNull().defaultNow(),
  },
  (t) => [index('login_throttle_window_start_idx').on(t.window_start)],
)

// ---- shared by every instance ----------------------------------------------------------------

/**
 * Secrets the server generated because none was configured (the JWT signing key, the Khipu
 * simulator's webhook secret): the first instance inserts one, every instance reads the same.
 */
export const appSecrets = pgTable('app_secret', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  created_at: createdAt(),
})

/**
 * One row per run of a background job (`run_key`: the billed month, the reconciliation slot). The
 * instance whose insert creates the row runs the job; the others skip it.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    school_id: schoolColumn(),
    job: text('job').notNull(),
    run_key: text('run_key').notNull(),
    started_at: at('started_at').notNull().defaultNow(),
    finished_at: at('finished_at'),
  },
  (t) => [primaryKey({ columns: [t.school_id, t.job, t.run_key] })],
)

// ---- offline push ---------------------------------------------------------------------------

/**
 * The last mutation `seq` processed (applied or rejected) per user and device by POST
 * /api/sync/push, written in the same transaction as the mutations: a repeated batch finds its
 * seqs at or below it and applies nothing twice, whichever instance receives it.
 */
export const syncDevices = pgTable(
  'sync_devices',
  {
    school_id: schoolColumn(),
    user_id: personColumn('user_id').notNull(),
    device_id: text('device_id').notNull(),
    last_seq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
    updated_at: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.device_id] })],
)
