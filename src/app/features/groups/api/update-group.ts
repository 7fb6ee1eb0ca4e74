// PATCH /api/groups/{id} (admins, online only), then a pull so the local store shows the change.
import { groupDetailSchema, type GroupUpdateBody } from '#shared/contract/groups.ts'
import { api } from '#app/lib/api-client.ts'
import { pullNow } from '#app/offline/sync.ts'

export async function updateGroup(id: string, body: GroupUpdateBody) {
  const group = await api.patch(`/groups/${id}`, body, { schema: groupDetailSchema })
  await pullNow()
  return group
}
