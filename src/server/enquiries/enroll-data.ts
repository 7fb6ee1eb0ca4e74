// 'Inscribir': one transaction creates the student (and the new guardian) from the enquiry, adds
// them to the enquiry's group and marks it 'Inscrita' with its student. The enquiry's row lock
// makes a second click wait and then answer the student the first one created.
import type { z } from 'zod'
import type { EnquiryEnrolled } from '#shared/contract/enquiries.ts'
import type { studentCreateBodySchema } from '#shared/contract/users.ts'
import { eq } from 'drizzle-orm'
import { enquiries, groups } from '#server/db/schema.ts'
import { HttpError } from '#server/http-error.ts'
import type { WriteContext, WriteResult } from '#server/writes.ts'
import { assignToGroup } from '#server/classes/group-members-data.ts'
import { createStudentWithGuardian } from '#server/people/create-student-data.ts'
import { findActiveUser, toUser } from '#server/people/user-rows-data.ts'
import { presentEnquiries } from './enquiries-data.ts'
import { freePlaces, placesOf } from '#server/classes/group-places-data.ts'

export async function enrollEnquiry(
  ctx: WriteContext,
  id: string,
  body: z.output<typeof studentCreateBodySchema>,
  now = new Date(),
): Promise<WriteResult<EnquiryEnrolled>> {
  const { tx, audit } = ctx
  const [row] = await tx.select().from(enquiries).where(eq(enquiries.id, id)).for('update')
  if (!row) throw new HttpError(404, 'NOT_FOUND')
  if (row.student_id) {
    const student = await findActiveUser(tx, row.student_id, ['student'])
    if (student) {
      const [enquiry] = await presentEnquiries(tx, [row], now)
      return { status: 200, body: { enquiry: enquiry!, student: toUser(student) } }
    }
  }
  if (row.group_id) {
    // NOTE: the group's lock orders this against offers and other enrolments for its places.
    await tx.select({ id: groups.id }).from(groups).where(eq(groups.id, row.group_id)).for('update')
    const places = (await placesOf(tx, [row.group_id], now, id)).get(row.group_id)
    const accepted = row.offer_status === 'accepted'
    if (places && freePlaces(places) <= 0 && !accepted) throw new HttpError(409, 'GROUP_FULL')
  }
  const student = await createStudentWithGuardian(ctx, body)
  if (row.group_id) await assignToGroup(ctx, 'students', row.group_id, [student.id])
  const [after] = await tx
    .update(enquiries)
    .set({ status: 'enrolled', student_id: student.id, updated_at: now })
    .where(eq(enquiries.id, id))
    .returning()
  await audit({
    action: 'enquiry.enroll',
    entity: 'enquiry',
    entityId: id,
    before: { status: row.status, student_id: row.student_id },
    after: { status: 'enrolled', student_id: student.id, group_id: row.group_id },
  })
  const [enquiry] = await presentEnquiries(tx, [after!], now)
  return { status: 201, body: { enquiry: enquiry!, student } }
}
