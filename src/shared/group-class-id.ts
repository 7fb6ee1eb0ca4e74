// The id of a group's class at one start, the same on every device: a name-based UUID (version 5,
// RFC 9562) over the group and the start instant, so two phones opening the class offline from
// 'Hoy' create the same class.
import { v5 as uuidV5 } from 'uuid'

/** The namespace of group class ids (fixed forever: changing it changes every id). */
export const GROUP_CLASS_NAMESPACE = '3358a5d5-1ace-4020-9ed5-0029602bf954'

/**
 * `groupClassId(groupId, '2026-11-24T17:30:00-03:00')`: the start is read as an instant, so the
 * same instant written in UTC gives the same id. Throws a RangeError on a start that is no date.
 */
export function groupClassId(groupId: string, start: string): string {
  const instant = new Date(start).toISOString()
  return uuidV5(`${groupId.toLowerCase()}@${instant}`, GROUP_CLASS_NAMESPACE)
}
