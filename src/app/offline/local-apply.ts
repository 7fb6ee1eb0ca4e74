// The offline mutations: one table from each name (the server's handler of POST /api/sync/push
// has the same name) to what it does to the local store. The same function applies a new change
// and re-applies pending ones on top of a pull (the "rebase"), so both always agree. Call it
// inside a Dexie transaction over groups and classSessions.
import type { Mutation, MutationArgs, MutationName } from '#shared/contract/sync-push.ts'
import { db, withDay, type LocalClassSession, type LocalGroup } from './db.ts'

type LocalApply = { [N in MutationName]: (args: MutationArgs<N>) => Promise<unknown> }

export const localApply: LocalApply = {
  // A class already here under this id (a group's class another phone opened first, then
  // pulled) stays as it is, cancellation and marks included: on the server the creation is a
  // replay of it too.
  'session.create': async (args) => {
    if (await db.classSessions.get(args.id)) return
    await db.classSessions.put(
      withDay({
        id: args.id,
        name: args.name ?? null,
        description: args.description ?? null,
        session_date: args.session_date,
        class_type: args.class_type,
        group_id: args.group_id ?? null,
        location: args.location ?? null,
        teacher_ids: [],
        students: [],
      }),
    )
  },
  'session.delete': (args) => db.classSessions.delete(args.session_id),
  'session.cancel': (args) =>
    updateSession(args.session_id, () => ({
      cancelled: { reason: args.cancel.reason, note: args.cancel.note ?? null },
    })),
  'session.uncancel': (args) => updateSession(args.session_id, () => ({ cancelled: undefined })),
  'session.addStudents': (args) =>
    updateSession(args.session_id, (row) => {
      const byId = new Map(row.students.map((s) => [s.student_id, s]))
      for (const a of args.students) {
        byId.set(a.student_id, {
          student_id: a.student_id,
          used_transport: a.used_transport ?? byId.get(a.student_id)?.used_transport ?? false,
          status: a.status ?? byId.get(a.student_id)?.status ?? 'present',
        })
      }
      return { students: [...byId.values()] }
    }),
  'session.removeStudent': (args) =>
    updateSession(args.session_id, (row) => ({
      students: row.students.filter((s) => s.student_id !== args.student_id),
    })),
  'session.setTransport': (args) =>
    updateSession(args.session_id, (row) => ({
      students: row.students.map((s) =>
        s.student_id === args.student_id ? { ...s, used_transport: args.used_transport } : s,
      ),
    })),
  'session.addTeachers': (args) =>
    updateSession(args.session_id, (row) => ({
      teacher_ids: union(row.teacher_ids, args.teacher_ids),
    })),
  'session.removeTeacher': (args) =>
    updateSession(args.session_id, (row) => ({
      teacher_ids: row.teacher_ids.filter((t) => t !== args.teacher_id),
    })),
  'group.addStudents': (args) =>
    updateGroup(args.group_id, (g) => ({ student_ids: union(g.student_ids, args.student_ids) })),
  'group.removeStudent': (args) =>
    updateGroup(args.group_id, (g) => ({
      student_ids: g.student_ids.filter((id) => id !== args.student_id),
    })),
  'group.addTeachers': (args) =>
    updateGroup(args.group_id, (g) => ({ teacher_ids: union(g.teacher_ids, args.teacher_ids) })),
  'group.removeTeacher': (args) =>
    updateGroup(args.group_id, (g) => ({
      teacher_ids: g.teacher_ids.filter((id) => id !== args.teacher_id),
    })),
}

/** Applies one mutation to the local store (a name this app does not know changes nothing). */
export async function applyMutation(mutation: Pick<Mutation, 'name' | 'args'>): Promise<void> {
  const apply = localApply[mutation.name] as ((args: unknown) => Promise<unknown>) | undefined
  if (apply) await apply(mutation.args)
}

/** The class session a mutation touches (creation included), for the 'pendiente' badge. */
export function sessionOf(mutation: Pick<Mutation, 'name' | 'args'>): string | null {
  const args = mutation.args as { id?: string; session_id?: string }
  if (mutation.name === 'session.create') return args.id ?? null
  return args.session_id ?? null
}

type SessionRow = LocalClassSession
type GroupRow = LocalGroup

async function updateSession(id: string, change: (row: SessionRow) => Partial<SessionRow>) {
  const row = await db.classSessions.get(id)
  if (row) await db.classSessions.update(id, change(row))
}

async function updateGroup(id: string, change: (row: GroupRow) => Partial<GroupRow>) {
  const row = await db.groups.get(id)
  if (row) await db.groups.update(id, change(row))
}

function union(a: readonly string[], b: readonly string[]): string[] {
  return [...new Set([...a, ...b])]
}
