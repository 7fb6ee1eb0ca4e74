// Taking a teacher or a student off a group or a class session: one route shape for the four of
// them, DELETE /<groups|class_sessions>/:id/<teachers|students>/:<teacherId|studentId>.
import type { onRequestAsyncHookHandler } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { studentParamsSchema, teacherParamsSchema } from '#shared/contract/common.ts'
import { runWrite, type WriteContext, type WriteResult } from '#server/writes.ts'
import { bearerAuth, noContent } from '#server/openapi.ts'
import { sessionOf } from '#server/plugins/auth.ts'
import type { ClassActor } from './class-access-data.ts'

export type MemberKind = 'teachers' | 'students'

const memberParams = { teachers: teacherParamsSchema, students: studentParamsSchema }
const memberLabel = { teachers: 'un profesor', students: 'un alumno' }

export interface RemoveMember {
  /** The collection the member is taken off. */
  base: 'groups' | 'class_sessions'
  /** How the summary names it: "del grupo", "de la clase". */
  place: string
  tags: string[]
  guard: onRequestAsyncHookHandler
  remove: (
    ctx: WriteContext,
    kind: MemberKind,
    id: string,
    personId: string,
    actor: ClassActor,
  ) => Promise<WriteResult<null>>
}

/** Registers the removal route of `kind` on `app`. */
export function removeMemberRoute(
  app: Parameters<FastifyPluginAsyncZod>[0],
  kind: MemberKind,
  { base, place, tags, guard, remove }: RemoveMember,
) {
  const member = kind === 'teachers' ? 'teacherId' : 'studentId'
  app.delete(
    `/${base}/:id/${kind}/:${member}`,
    {
      onRequest: guard,
      schema: {
        tags,
        summary: `Quitar ${memberLabel[kind]} ${place}`,
        security: bearerAuth,
        params: memberParams[kind],
        response: noContent,
      },
    },
    (request, reply) => {
      const { id, ...person } = request.params
      const personId = 'teacherId' in person ? person.teacherId : person.studentId
      return runWrite(request, reply, (ctx) =>
        remove(ctx, kind, id, personId, sessionOf(request).user),
      )
    },
  )
}
