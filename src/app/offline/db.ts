// The offline store (DESIGN §6), one IndexedDB database 'bike-school':
//   students, supporters, teachers — people from GET /api/sync (+ `search` key for lookups);
//   groups — with their member ids embedded (`teacher_ids`, `student_ids`, multi-entry indexed);
//   classSessions — with `teacher_ids` and `students` (attendance) embedded, `at`/`day` indexed;
//   outbox — changes waiting for the server, FIFO by `seq`; meta — cursor, userId, lastSyncAt,
//   signInNeeded, and one offline sign-in verifier per e-mail (offline-login.ts).
// Rows come from the network only through syncResponseSchema (the zod contract) and applyPull.
import Dexie, { type EntityTable } from 'dexie'
import { splitDateTime } from '#shared/dates.ts'
import { foldText, rutSearchKey } from '#shared/search.ts'
import type { SessionUser } from '#shared/contract/auth.ts'
import type { Attendance } from '#shared/contract/class-sessions.ts'
import type {
  SyncClassSession,
  SyncGroup,
  SyncStudent,
  SyncSupporter,
  SyncTeacher,
} from '#shared/contract/sync.ts'

export type LocalStudent = SyncStudent & { search: string }
export type LocalSupporter = SyncSupporter
export type LocalTeacher = SyncTeacher
export type LocalGroup = SyncGroup
export type LocalAttendance = Attendance
/**
 * A session with its attendance as `{student_id, used_transport}` items; `at`: epoch ms of
 * session_date; `day`: its calendar day in Santiago 'YYYY-MM-DD' (both indexed).
 */
export type LocalClassSession = Omit<SyncClassSession, 'student_ids' | 'transport_student_ids'> & {
  students: LocalAttendance[]
  at: number
  day: string
}

export type OutboxMethod = 'POST' | 'PATCH' | 'DELETE'
export type OutboxStatus = 'pending' | 'rejected'

export interface OutboxEntry {
  /** Also the Idempotency-Key the server sees on every attempt. */
  id: string
  /** FIFO order, assigned by IndexedDB. */
  seq?: number
  /** The user who made the change; only their session replays it. */
  userId: string
  method: OutboxMethod
  /** Under /api, e.g. '/class_sessions/<id>/students'. */
  path: string
  body: unknown
  createdAt: number
  attempts: number
  /** Not before this instant (epoch ms): the backoff after a transient failure. */
  nextAttemptAt: number
  status: OutboxStatus
  /** The server's Spanish detail of the last failure. */
  lastError: string | null
}

/** What an online sign-in leaves for signing in offline later (see offline-login.ts). */
export interface OfflineLoginRecord {
  /** Trimmed, lower case. */
  email: string
  /** PBKDF2-SHA256 of the password, base64. */
  verifier: string
  /** Base64, 16 random bytes. */
  salt: string
  iterations: number
  user: SessionUser
  /** Epoch ms of the online sign-in that saved it. */
  savedAt: number
}

export type OfflineLoginKey = `offlineLogin:${string}`

export interface MetaRow {
  key: 'cursor' | 'userId' | 'lastSyncAt' | 'signInNeeded' | OfflineLoginKey
  value: string | number | null | OfflineLoginRecord
}

export class SchoolDb extends Dexie {
  students!: EntityTable<LocalStudent, 'id'>
  supporters!: EntityTable<LocalSupporter, 'id'>
  teachers!: EntityTable<LocalTeacher, 'id'>
  groups!: EntityTable<LocalGroup, 'id'>
  classSessions!: EntityTable<LocalClassSession, 'id'>
  outbox!: EntityTable<OutboxEntry, 'seq'>
  meta!: EntityTable<MetaRow, 'key'>

  constructor(name = 'bike-school') {
    super(name)
    // NOTE: later versions must leave `outbox` alone (no upgrade touching it): it holds the only
    // copy of changes the server has not seen yet.
    this.version(1).stores({
      students: 'id, search, supporter_id',
      supporters: 'id',
      teachers: 'id',
      groups: 'id, *teacher_ids, *student_ids',
      classSessions: 'id, at, day, group_id',
      outbox: '++seq, &id, userId, status',
      meta: 'key',
    })
  }
}

export const db = new SchoolDb()

export function toLocalStudent(s: SyncStudent): LocalStudent {
  const rut = s.rut ? ` ${rutSearchKey(s.rut)}` : ''
  return { ...s, search: `${foldText(`${s.name} ${s.last_name}`)}${rut}` }
}

export function toLocalSession(s: SyncClassSession): LocalClassSession {
  const { student_ids, transport_student_ids, ...session } = s
  const transport = new Set(transport_student_ids)
  return withDay({
    ...session,
    students: student_ids.map((id) => ({ student_id: id, used_transport: transport.has(id) })),
  })
}

export function withDay(s: Omit<LocalClassSession, 'at' | 'day'>): LocalClassSession {
  return { ...s, at: Date.parse(s.session_date), day: splitDateTime(s.session_date)?.date ?? '' }
}

export async function getMeta<T extends MetaRow['value']>(
  key: MetaRow['key'],
  store: SchoolDb = db,
): Promise<T | undefined> {
  return (await store.meta.get(key))?.value as T | undefined
}

export function setMeta(key: MetaRow['key'], value: MetaRow['value'], store: SchoolDb = db) {
  return store.meta.put({ key, value })
}
