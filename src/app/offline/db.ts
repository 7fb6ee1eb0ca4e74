// The offline store (DESIGN §6), one IndexedDB database 'bike-school':
//   students, supporters, teachers — people from GET /api/sync (+ `search` key for lookups): of
//     families only names, phones and students' missing consents (no RUT, e-mail or
//     birth date: Ley 21.719, version 4 below cleared what older versions kept);
//   groups — with their member ids embedded (`teacher_ids`, `student_ids`, multi-entry indexed);
//   classSessions — with `teacher_ids` and `students` (attendance) embedded, `at`/`day` indexed;
//   emergencyCards — the emergency cards the user may read (replaced whole on each pull);
//   cardViews — card reads not yet sent to the server (each is audited there);
//   outbox — named mutations waiting for the server, FIFO by `seq`; meta — cursor, userId,
//   cardsFor, lastSyncAt, signInNeeded, deviceId, and one offline sign-in verifier per e-mail.
// Rows come from the network only through syncResponseSchema (the zod contract) and applyPull.
import Dexie, { type EntityTable } from 'dexie'
import { splitDateTime } from '#shared/dates.ts'
import { foldText, rutSearchKey } from '#shared/search.ts'
import { mutationOfLegacyCall } from './legacy-outbox.ts'
import type { SessionUser } from '#shared/contract/auth.ts'
import type { Attendance, CancelReason } from '#shared/contract/class-sessions.ts'
import type { EmergencyCard } from '#shared/contract/emergency.ts'
import type { Mutation } from '#shared/contract/sync-push.ts'
import type {
  SyncClassSession,
  SyncGroup,
  SyncStudent,
  SyncSupporter,
  SyncTeacher,
} from '#shared/contract/sync.ts'

/** Keys the pull keeps null for older apps; never stored. */
type Withheld = 'rut' | 'email' | 'birth_date'
export type LocalStudent = Omit<SyncStudent, Withheld> & {
  search: string
  /** Only on students read online (student-candidates.ts); never stored. */
  rut?: string | null
  email?: string | null
}
export type LocalSupporter = Omit<SyncSupporter, Withheld>
export type LocalTeacher = SyncTeacher
export type LocalGroup = SyncGroup
export type LocalAttendance = Attendance
/**
 * A session with its attendance as `{student_id, used_transport}` items; `at`: epoch ms of
 * session_date; `day`: its calendar day in Santiago 'YYYY-MM-DD' (both indexed).
 */
export type LocalClassSession = Omit<
  SyncClassSession,
  'student_ids' | 'transport_student_ids' | 'absent_student_ids' | 'cancel_reason' | 'cancel_note'
> & {
  students: LocalAttendance[]
  at: number
  day: string
  /** Cancelled (never billed): as the pull says, or by a session.cancel still queued here. */
  cancelled?: { reason: CancelReason; note: string | null }
  /** Opened online from outside the synced window (session-fetch.ts): pulls keep it. */
  outsideWindow?: true
}

export type LocalEmergencyCard = EmergencyCard

/** One read of an emergency card on this device, waiting to be sent (POST /emergency-cards/views). */
export interface CardView {
  seq?: number
  student_id: string
  /** ISO instant of the read. */
  viewed_at: string
  /** The user who read it; only their session sends it. */
  userId: string
}

export type OutboxStatus = 'pending' | 'rejected'

/**
 * One queued change: a named mutation of the shared contract (`#shared/contract/sync-push.ts`),
 * applied locally at once and sent to POST /api/sync/push later.
 */
export type OutboxEntry = Mutation & {
  /** A client id of the change (the screens key on it). */
  id: string
  /** FIFO order, assigned by IndexedDB (never reused); also the seq the server sees. */
  seq?: number
  /** This browser's id for the server (meta 'deviceId'); seq counts per user and device. */
  deviceId: string
  /** The user who made the change; only their session replays it. */
  userId: string
  createdAt: number
  attempts: number
  /** Not before this instant (epoch ms): the backoff after a transient failure. */
  nextAttemptAt: number
  status: OutboxStatus
  /** The server's Spanish detail of the last failure. */
  error: string | null
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
  key:
    | 'cursor'
    | 'userId'
    /** The user whose pull brought the emergency cards now stored (all those they may read). */
    | 'cardsFor'
    | 'lastSyncAt'
    | 'signInNeeded'
    | 'deviceId'
    | OfflineLoginKey
  value: string | number | null | OfflineLoginRecord
}

/** The tables of version 1, as the first release left them on phones (never to change). */
export const STORES_V1 = {
  students: 'id, search, supporter_id',
  supporters: 'id',
  teachers: 'id',
  groups: 'id, *teacher_ids, *student_ids',
  classSessions: 'id, at, day, group_id',
  outbox: '++seq, &id, userId, status',
  meta: 'key',
}

export class SchoolDb extends Dexie {
  students!: EntityTable<LocalStudent, 'id'>
  supporters!: EntityTable<LocalSupporter, 'id'>
  teachers!: EntityTable<LocalTeacher, 'id'>
  groups!: EntityTable<LocalGroup, 'id'>
  classSessions!: EntityTable<LocalClassSession, 'id'>
  emergencyCards!: EntityTable<LocalEmergencyCard, 'student_id'>
  cardViews!: EntityTable<CardView, 'seq'>
  outbox!: EntityTable<OutboxEntry, 'seq'>
  meta!: EntityTable<MetaRow, 'key'>

  constructor(name = 'bike-school') {
    // NOTE: 'strict' asks Chromium to flush each write transaction to disk before it reports
    // success, so a change the screen shows as saved survives a crash or power loss, not only a
    // reload (Chromium's default, 'relaxed', may lose the last writes then). Other browsers ignore it.
    super(name, { chromeTransactionDurability: 'strict' })
    // NOTE: the outbox holds the only copy of changes the server has not seen yet: an upgrade
    // touching it converts every entry, never drops one (and has a test).
    this.version(1).stores(STORES_V1)
    // 2: entries become named mutations ({method, path, body} → {name, args}, legacy-outbox.ts).
    this.version(2)
      .stores({ outbox: '++seq, &id, userId, status' })
      .upgrade(async (tx) => {
        const meta = tx.table<MetaRow, MetaRow['key']>('meta')
        const deviceId = await ensureDeviceId(meta)
        await tx
          .table('outbox')
          .toCollection()
          .modify((entry: Record<string, unknown>) => upgradeLegacyEntry(entry, deviceId))
      })
    // 3: emergency cards and the log of their reads (new tables; nothing else changes).
    this.version(3).stores({ emergencyCards: 'student_id', cardViews: '++seq, userId' })
    // 4 (Ley 21.719): families' RUTs, e-mails and birth dates leave the device at once, offline
    // too; the cursor is forgotten so the next pull is a full snapshot (with missing consents).
    this.version(4)
      .stores({})
      .upgrade(async (tx) => {
        await tx
          .table('students')
          .toCollection()
          .modify((row: Record<string, unknown>) => {
            const kept = toLocalStudent(row as unknown as SyncStudent)
            for (const key of Object.keys(row)) delete row[key]
            Object.assign(row, kept)
          })
        await tx
          .table('supporters')
          .toCollection()
          .modify((row: Record<string, unknown>) => {
            for (const key of ['rut', 'email']) delete row[key]
          })
        await tx.table('meta').delete('cursor')
      })
  }
}

/** The device id in `meta`, created the first time. */
export async function ensureDeviceId(meta: {
  get(key: 'deviceId'): PromiseLike<MetaRow | undefined>
  put(row: MetaRow): PromiseLike<unknown>
}): Promise<string> {
  const stored = (await meta.get('deviceId'))?.value
  if (typeof stored === 'string') return stored
  const created = crypto.randomUUID()
  await meta.put({ key: 'deviceId', value: created })
  return created
}

/**
 * Rewrites an entry of version 1 in place as a named mutation. One the app could not have queued
 * is kept, rejected, with its old call as arguments, so the teacher still sees it.
 */
export function upgradeLegacyEntry(entry: Record<string, unknown>, deviceId: string): void {
  if (typeof entry.name === 'string') return
  const call = { method: String(entry.method), path: String(entry.path), body: entry.body }
  const mutation = mutationOfLegacyCall(call)
  const lastError = (entry.lastError as string | null | undefined) ?? null
  delete entry.method
  delete entry.path
  delete entry.body
  delete entry.lastError
  entry.deviceId = deviceId
  if (mutation) {
    entry.name = mutation.name
    entry.args = mutation.args
    entry.error = lastError
  } else {
    entry.name = 'legacy.call'
    entry.args = call
    entry.status = 'rejected'
    entry.error = LEGACY_UNKNOWN
  }
}

const LEGACY_UNKNOWN =
  'Este cambio es de una versión anterior de la aplicación y no se puede enviar.'

export const db = new SchoolDb()

/** A pulled student as stored: only the kept keys, searchable by name. */
export function toLocalStudent(s: SyncStudent): LocalStudent {
  const { id, name, last_name, phone, supporter_id, consents_missing } = s
  return {
    id,
    name,
    last_name,
    phone,
    supporter_id,
    ...(consents_missing ? { consents_missing } : {}),
    search: foldText(`${name} ${last_name}`),
  }
}

/** A student read online (an admin sees the RUT and finds them by it); kept in memory only. */
export function toOnlineStudent(s: {
  id: string
  name: string
  last_name: string
  rut: string | null
  email: string | null
}): LocalStudent {
  const rut = s.rut ? ` ${rutSearchKey(s.rut)}` : ''
  return {
    ...toLocalStudent({ ...s, rut: null, email: null, phone: null, supporter_id: null }),
    rut: s.rut,
    email: s.email,
    search: `${foldText(`${s.name} ${s.last_name}`)}${rut}`,
  }
}

/** A pulled guardian as stored: name and phone. */
export function toLocalSupporter(s: SyncSupporter): LocalSupporter {
  const { id, name, last_name, phone } = s
  return { id, name, last_name, phone }
}

export function toLocalSession(s: SyncClassSession): LocalClassSession {
  const { student_ids, transport_student_ids, absent_student_ids, ...rest } = s
  const { cancel_reason, cancel_note, ...session } = rest
  const transport = new Set(transport_student_ids)
  const absent = new Set(absent_student_ids)
  return withDay({
    ...session,
    ...(cancel_reason ? { cancelled: { reason: cancel_reason, note: cancel_note ?? null } } : {}),
    students: student_ids.map((id) => ({
      student_id: id,
      used_transport: transport.has(id),
      status: absent.has(id) ? ('absent' as const) : ('present' as const),
    })),
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
