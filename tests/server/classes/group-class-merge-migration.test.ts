// Migration 0015 merges the duplicate group classes already stored before adding the unique index.
// The test undoes 0015 on a migrated database, stores duplicates as the old server let phones do,
// then runs 0015's own statements again, as the owner of the tables (a migration is), in one
// transaction in the first school.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MIGRATIONS_FOLDER, type DbHandle } from '#server/db/client.ts'
import { DEFAULT_SCHOOL_ID } from '#server/db/school-context.ts'
import {
  classSessionAliases,
  classSessions,
  groups,
  sessionStudents,
  sessionTeachers,
  users,
} from '#server/db/schema.ts'
import { seedUser } from '../helpers/fixtures.ts'
import { openTestDatabase } from '../helpers/test-app.ts'

let handle: DbHandle
beforeAll(async () => {
  handle = await openTestDatabase()
})
afterAll(() => handle.close())

const statements = () =>
  readFileSync(join(MIGRATIONS_FOLDER, '0015_one_group_class.sql'), 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter(Boolean)

describe('migration 0015', () => {
  it('keeps the earliest class of a group and start, moving the marks and teachers onto it', () =>
    handle.owner.transaction(async (db) => {
      await db.execute(sql`select set_config('app.school_id', ${DEFAULT_SCHOOL_ID}, true)`)
      await db.execute(sql`drop index "class_sessions_group_start_uq"`)
      await db.execute(sql`drop table "class_session_aliases"`)

      const [teacherA, teacherB] = [
        await seedUser(db, { role: 'teacher' }),
        await seedUser(db, { role: 'teacher' }),
      ]
      const [both, onlyLate, onlyKept] = await db
        .insert(users)
        .values(
          ['Tomás', 'Sofía', 'Inés'].map((name) => ({
            role: 'student' as const,
            name,
            last_name: 'Pérez',
            birth_date: '2015-03-02',
          })),
        )
        .returning({ id: users.id })
      const [group] = await db
        .insert(groups)
        .values({ name: 'Iniciación Infantil', start_date: '2026-01-01' })
        .returning({ id: groups.id })
      const start = new Date('2026-11-24T20:30:00Z')
      const classAt = (created: string) => ({
        session_date: start,
        class_type: 'group' as const,
        group_id: group!.id,
        created_at: new Date(created),
      })
      const [kept, late, other] = await db
        .insert(classSessions)
        .values([
          classAt('2026-11-24T20:31:00Z'),
          classAt('2026-11-24T20:35:00Z'),
          // Another start of the same group stays as it is.
          { ...classAt('2026-11-24T20:31:00Z'), session_date: new Date('2026-11-25T20:30:00Z') },
        ])
        .returning({ id: classSessions.id })
      const t = (iso: string) => new Date(iso)
      await db.insert(sessionStudents).values([
        // Marked on both: the later mark (on the duplicate) wins.
        {
          session_id: kept!.id,
          student_id: both!.id,
          used_transport: false,
          updated_at: t('2026-11-24T20:40:00Z'),
        },
        {
          session_id: late!.id,
          student_id: both!.id,
          used_transport: true,
          updated_at: t('2026-11-24T20:45:00Z'),
        },
        { session_id: late!.id, student_id: onlyLate!.id, status: 'absent' },
        { session_id: kept!.id, student_id: onlyKept!.id },
      ])
      await db.insert(sessionTeachers).values([
        { session_id: kept!.id, teacher_id: teacherA.id },
        { session_id: late!.id, teacher_id: teacherB.id },
      ])

      for (const statement of statements()) await db.execute(sql.raw(statement))

      const live = await db
        .select({ id: classSessions.id })
        .from(classSessions)
        .where(and(eq(classSessions.group_id, group!.id), isNull(classSessions.deleted_at)))
        .orderBy(asc(classSessions.session_date))
      expect(live).toEqual([{ id: kept!.id }, { id: other!.id }])
      expect(
        await db
          .select({
            alias_id: classSessionAliases.alias_id,
            session_id: classSessionAliases.session_id,
          })
          .from(classSessionAliases),
      ).toEqual([{ alias_id: late!.id, session_id: kept!.id }])
      const marks = await db
        .select({
          student_id: sessionStudents.student_id,
          used_transport: sessionStudents.used_transport,
          status: sessionStudents.status,
        })
        .from(sessionStudents)
        .where(and(eq(sessionStudents.session_id, kept!.id), isNull(sessionStudents.deleted_at)))
      expect(marks).toHaveLength(3)
      expect(marks).toEqual(
        expect.arrayContaining([
          { student_id: both!.id, used_transport: true, status: 'present' },
          { student_id: onlyLate!.id, used_transport: false, status: 'absent' },
          { student_id: onlyKept!.id, used_transport: false, status: 'present' },
        ]),
      )
      const teachers = await db
        .select({ id: sessionTeachers.teacher_id })
        .from(sessionTeachers)
        .where(and(eq(sessionTeachers.session_id, kept!.id), isNull(sessionTeachers.deleted_at)))
      expect(teachers.map((r) => r.id).sort()).toEqual([teacherA.id, teacherB.id].sort())

      // The index is back: a second live class of that group and start cannot be stored.
      await expect(
        db.transaction((attempt) =>
          attempt.insert(classSessions).values(classAt('2026-11-24T21:00:00Z')),
        ),
      ).rejects.toThrow()
    }))
})
