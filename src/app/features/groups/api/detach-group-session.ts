// DELETE /api/groups/{id}/class_sessions/{sessionId}: takes a class out of its group (the class
// and its attendance stay). Online only: the offline store has no queued form of this change.
import { api } from '#app/lib/api-client.ts'
import { pullNow } from '#app/offline/sync.ts'

export async function detachGroupSession(groupId: string, sessionId: string) {
  await api.delete(`/groups/${groupId}/class_sessions/${sessionId}`)
  await pullNow()
}
