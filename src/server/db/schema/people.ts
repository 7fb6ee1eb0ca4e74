// People, groups and class sessions: the rows the PWA syncs. Each carries `version`, filled by
// the `bump_sync_version` trigger (custom migration) from one global sequence on every write.
import { sql, type NotNull } from 'drizzle-orm'
import {
  boolean,
  date,
  index,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
  type PgColumnBuilderBase,
  type PgUUIDBuilderInitial,
} from 'drizzle-orm/pg-core'
import {
  at,
  attendanceStatusEnum,
  cancelReasonEnum,
  classTypeEnum,
  createdAt,
  deletedAt,
  id,
  roleEnum,
  synced,
  timestamps,
  updatedAt,
} from './columns.ts'
import { schoolColumn } from './schools.ts'

// ---- people -------------------------------------------------------------------------------

export const users = pgTable(
  'users',
  {
    school_id: schoolColumn(),
    id: id(),
    role: roleEnum('role').notNull(),
    name: text('name').notNull(),
    last_name: text('last_name').notNull().default(''),
    rut: text('rut'),
    email: text('email'),
    phone: text('phone'),
    birth_date: date('birth_date', { mode: 'string' }),
    supporter_id: uuid('supporter_id').references((): AnyPgColumn => users.id),
    password_hash: text('password_hash'),
    must_change_password: boolean('must_change_password').notNull().default(false),
    active: boolean('active').notNull().default(true),
    deactivated_at: at('deactivated_at'),
    /** Ley 21.719 deletion or retention: names, RUT, contact and birth date replaced or cleared. */
    anonymized_at: at('anonymized_at'),
    ...timestamps(),
    ...synced(),
  },
  (t) => [
    uniqueIndex('users_rut_role_active_uq')
      .on(t.school_id, t.rut, t.role)
      .where(sql`${t.active} and ${t.rut} is not null`),
    uniqueIndex('users_staff_email_active_uq')
      .on(t.school_id, sql`lower(${t.email})`)
      .where(sql`${t.active} and ${t.role} in ('superadmin', 'admin', 'teacher')`),
    index('users_rut_idx').on(t.school_id, t.rut),
    index('users_supporter_idx').on(t.school_id, t.supporter_id),
    index('users_version_idx').on(t.school_id, t.version),
    index('users_sync_xid_idx').on(t.school_id, t.sync_xid),
  ],
)

/** A column naming a person (a student, a payer, whoever recorded something): references users. */
export const personColumn = <N extends string>(name: N) =>
  uuid(name).references((): AnyPgColumn => users.id)

// ---- links ------------------------------------------------------------------------------

type LinkKey<TKey extends string> = { [K in TKey]: NotNull<PgUUIDBuilderInitial<K>> }

/**
 * A soft-deleted link between an owner (a group, a class session) and a person (a teacher, a
 * student): `<owner>_id` and `<person>_id` are the primary key, `<name>_<person>_idx` finds a
 * person's links, and the sync columns come last. `extra` holds what only one link carries.
 */
function linkTable<
  TName extends string,
  TOwner extends string,
  TPerson extends string,
  TExtra extends Record<string, PgColumnBuilderBase> = Record<never, never>,
>(
  name: TName,
  owner: { key: TOwner; references: () => AnyPgColumn },
  person: TPerson,
  extra: TExtra = {} as TExtra,
) {
  const ownerId = `${owner.key}_id` as const
  const personId = `${person}_id` as const
  const keys = {
    [ownerId]: uuid(ownerId).notNull().references(owner.references),
    [personId]: personColumn(personId).notNull(),
  } as LinkKey<`${TOwner}_id`> & LinkKey<`${TPerson}_id`>
  return pgTable(
    name,
    {
      school_id: schoolColumn(),
      ...keys,
      ...extra,
      created_at: createdAt(),
      deleted_at: deletedAt(),
      ...synced(),
    },
    (t) => [
      primaryKey({ columns: [t[ownerId], t[personId]] }),
      index(`${name}_${person}_idx`).on(t.school_id, t[personId]),
      index(`${name}_version_idx`).on(t.school_id, t.version),
      index(`${name}_sync_xid_idx`).on(t.school_id, t.sync_xid),
    ],
  )
}

// ---- groups -------------------------------------------------------------------------------

/** A group's riding level, as the public schedule and the trial-class form name it. */
export const groupLevelEnum = pgEnum('group_level', ['beginner', 'intermediate', 'advanced'])

export const groups = pgTable(
  'groups',
  {
    school_id: schoolColumn(),
    id: id(),
    name: text('name').notNull(),
    description: text('description'),
    /** Where the group meets (a trailhead, a park), shown on Hoy; optional. */
    location: text('location'),
    /** A map link for the place (the public schedule's 'Ver mapa'); optional. */
    map_url: text('map_url'),
    level: groupLevelEnum('level'),
    /** Riders' ages, both ends included; no maximum: adults welcome. */
    age_min: smallint('age_min'),
    age_max: smallint('age_max'),
    /** Riders the group takes; null: no limit. Full groups offer the waiting list. */
    capacity: smallint('capacity'),
    /** Shown on the public schedule (a private or ended group is not). */
    published: boolean('published').notNull().default(true),
    rrule: text('rrule'),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    end_date: date('end_date', { mode: 'string' }),
    ...timestamps(),
    deleted_at: deletedAt(),
    ...synced(),
  },
  (t) => [
    index('groups_version_idx').on(t.school_id, t.version),
    index('groups_sync_xid_idx').on(t.school_id, t.sync_xid),
  ],
)

const groupOwner = { key: 'group', references: () => groups.id } as const

export const groupTeachers = linkTable('group_teachers', groupOwner, 'teacher')
export const groupStudents = linkTable('group_students', groupOwner, 'student')

// ---- class sessions -----------------------------------------------------------------------

export const classSessions = pgTable(
  'class_sessions',
  {
    school_id: schoolColumn(),
    // NOTE: no DB default is relied on for offline-created sessions: the client sends its UUID.
    id: id(),
    name: text('name'),
    description: text('description'),
    session_date: at('session_date').notNull(),
    class_type: classTypeEnum('class_type').notNull(),
    group_id: uuid('group_id').references(() => groups.id),
    location: text('location'),
    /** A cancelled class stays visible (with its reason) but is never billed nor counted. */
    cancelled_at: at('cancelled_at'),
    cancel_reason: cancelReasonEnum('cancel_reason'),
    cancel_note: text('cancel_note'),
    created_by: personColumn('created_by'),
    ...timestamps(),
    deleted_at: deletedAt(),
    ...synced(),
  },
  (t) => [
    index('class_sessions_date_idx').on(t.school_id, t.session_date),
    index('class_sessions_group_idx').on(t.school_id, t.group_id),
    index('class_sessions_version_idx').on(t.school_id, t.version),
    index('class_sessions_sync_xid_idx').on(t.school_id, t.sync_xid),
    // A group's class at one start is ONE class: a second creation (another phone, offline)
    // becomes an alias of it (class_session_aliases).
    uniqueIndex('class_sessions_group_start_uq')
      .on(t.school_id, t.group_id, t.session_date)
      .where(sql`${t.deleted_at} is null and ${t.group_id} is not null`),
  ],
)

/**
 * Another id a class is known by: a device that created the group's class offline under its own
 * id while another had created it (or a duplicate merged by migration 0015). Every change naming
 * the alias applies to the class; the pull tells the device to forget its copy.
 */
export const classSessionAliases = pgTable(
  'class_session_aliases',
  {
    school_id: schoolColumn(),
    alias_id: uuid('alias_id').primaryKey(),
    session_id: uuid('session_id')
      .notNull()
      .references(() => classSessions.id),
    created_by: personColumn('created_by'),
    created_at: createdAt(),
    ...synced(),
  },
  (t) => [
    index('class_session_aliases_session_idx').on(t.school_id, t.session_id),
    index('class_session_aliases_sync_xid_idx').on(t.school_id, t.sync_xid),
  ],
)

const sessionOwner = { key: 'session', references: () => classSessions.id } as const

export const sessionTeachers = linkTable('session_teachers', sessionOwner, 'teacher', {
  /** Who put the teacher on the class (a teacher adding themself is shown to admins). */
  assigned_by: personColumn('assigned_by'),
})

export const sessionStudents = linkTable('session_students', sessionOwner, 'student', {
  used_transport: boolean('used_transport').notNull().default(false),
  /** Only present students are billed and counted; absences are kept as a record. */
  status: attendanceStatusEnum('status').notNull().default('present'),
  updated_at: updatedAt(),
})
