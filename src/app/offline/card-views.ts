// Every read of an emergency card is audited by the server: a read (offline too) is logged here
// at once and sent in batches (POST /api/emergency-cards/views) when the app syncs.
import { apiRequest } from '#app/lib/api-client.ts'
import { ApiError } from '#app/lib/api-error.ts'
import { getSession } from '#app/lib/session/session-store.ts'
import { db, getMeta, type LocalEmergencyCard } from './db.ts'

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

/**
 * What this device knows of `studentId`'s card. The pull brings, whole, every card the user may
 * read: those of the students it sends (a teacher's own students, teacher-scope-data.ts; admins
 * all). So once a pull for the signed-in user brought the cards (meta 'cardsFor'), a student the
 * store holds with no card has none on the server (as of that pull): 'none'. 'unknown': the
 * device cannot tell — it never pulled the cards for this user, or the student is not one of
 * those it holds.
 */
export type CardOnDevice =
  { state: 'card'; card: LocalEmergencyCard } | { state: 'none' } | { state: 'unknown' }

export async function cardOnDevice(studentId: string): Promise<CardOnDevice> {
  if (!(await cardsAreMine())) return { state: 'unknown' }
  const [card, student] = await Promise.all([
    db.emergencyCards.get(studentId),
    db.students.get(studentId),
  ])
  if (card) return { state: 'card', card }
  return student ? { state: 'none' } : { state: 'unknown' }
}

/** The cards of `studentIds` on this device (those it holds; none for another user's pull). */
export async function cardsOnDevice(
  studentIds: readonly string[],
): Promise<Map<string, LocalEmergencyCard>> {
  if (!(await cardsAreMine())) return new Map()
  const cards = await db.emergencyCards.bulkGet([...studentIds])
  return new Map(cards.flatMap((card) => (card ? [[card.student_id, card] as const] : [])))
}

async function cardsAreMine(): Promise<boolean> {
  const userId = getSession()?.user.id
  return userId !== undefined && (await getMeta<string | null>('cardsFor')) === userId
}
