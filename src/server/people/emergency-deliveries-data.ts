// The emergency cards the sync pull put on a device: one row per (user, device, student) with the
// first and last delivery and how many pulls carried the card, bumped by ONE upsert per pull.
// Admins read it, with the card's reads, as 'Accesos a fichas' (emergency-access-data.ts).
import { sql } from 'drizzle-orm'
import { queryRows, type Db } from '#server/db/client.ts'

/** The device of a pull from an app too old to name it. */
export const UNNAMED_DEVICE = ''

/**
 * Logs that `studentIds`' cards reached `deviceId` of `userId` now. Ids go as one text parameter
 * (whatever their number) and in order, so two pulls of one device lock rows in the same order.
 */
export async function recordCardDeliveries(
  db: Db,
  userId: string,
  deviceId: string | undefined,
  studentIds: readonly string[],
): Promise<void> {
  if (studentIds.length === 0) return
  const ids = [...studentIds].sort().join(',')
  await queryRows(
    db,
    sql`insert into card_deliveries (user_id, device_id, student_id)
        select ${userId}::uuid, ${deviceId ?? UNNAMED_DEVICE}, student_id
        from unnest(string_to_array(${ids}, ',')::uuid[]) as student_id
        on conflict (user_id, device_id, student_id) do update
          set last_at = now(), deliveries = card_deliveries.deliveries + 1`,
  )
}
