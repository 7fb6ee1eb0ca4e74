// POST /api/groups (admins, online only), then a pull so the local store shows the new group.
import { groupSchema, type GroupCreateBody } from '#shared/contract/groups.ts'
import { api } from '#app/lib/api-client.ts'
import { pullNow } from '#app/offline/sync.ts'

export async function createGroup(body: GroupCreateBody) {
  const group = await api.post('/groups', body, { schema: groupSchema })
  await pullNow()
  return group
}
