// Every read of an emergency card is audited by the server: a read (offline too) is logged here
// at once and sent in batches (POST /api/emergency-cards/views) when the app syncs.
import { apiRequest } from '#app/lib/api-client.ts'
import { ApiError } from '#app/lib/api-error.ts'
import { getSession } from '#app/lib/session/session-store.ts'
import { db, getMeta } from './db.ts'

const BATCH = 200

/** Logs a read of `studentId`'s card by the signed-in user, then tries to send it. */
export async function logCardView(studentId: string, now = new Date()): Promise<void> {
  const userId = getSession()?.user.id
  if (!userId) return
  await db.cardViews.add({ student_id: studentId, viewed_at: now.toISOString(), userId })
  if (typeof navigator === 'undefined' || navigator.onLine) void sendCardViews().catch(() => {})
}

/**
 * Sends the signed-in user's logged reads, oldest first. A batch the server refuses for good
 * (a student no longer theirs: 403/404, or 400) is dropped, so it cannot block the next ones;
 * a network failure keeps everything for the next sync.
 */
export async function sendCardViews(): Promise<void> {
  const userId = getSession()?.user.id
  if (!userId) return
  for (;;) {
    const batch = await db.cardViews.where('userId').equals(userId).limit(BATCH).toArray()
    if (batch.length === 0) return
    const views = batch.map(({ student_id, viewed_at }) => ({ student_id, viewed_at }))
    try {
      await apiRequest('/emergency-cards/views', { method: 'POST', body: { views } })
    } catch (error) {
      const final = error instanceof ApiError && [400, 403, 404].includes(error.status)
      if (!final) throw error
    }
    await db.cardViews.bulkDelete(batch.map((v) => v.seq!))
  }
}

/** The card of `studentId` on this device, if the last pull was for the signed-in user. */
export async function localCard(studentId: string) {
  const userId = getSession()?.user.id
  if (!userId || (await getMeta<string | null>('userId')) !== userId) return undefined
  return db.emergencyCards.get(studentId)
}
