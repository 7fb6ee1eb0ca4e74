// DELETE /api/groups/{id} (admins, online only), then a pull so the local store forgets it.
import { api } from '#app/lib/api-client.ts'
import { pullNow } from '#app/offline/sync.ts'

export async function deleteGroup(id: string) {
  await api.delete(`/groups/${id}`)
  await pullNow()
}
