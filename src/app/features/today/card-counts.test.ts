import { describe, expect, it } from 'vitest'
import { toLocalSession, type LocalGroup } from '#app/offline/db.ts'
import { pulledClass, pulledGroup, testIds } from '#app/offline/test-rows.ts'
import { sessionCount } from './card-counts.ts'

const ids = testIds('ca4d0000', 12)
const [groupId, ...kids] = ids
// A group of eleven.
const group: LocalGroup = pulledGroup({
  id: groupId,
  name: 'Mini Riders',
  rrule: 'FREQ=WEEKLY;BYDAY=SA;BYHOUR=10;BYMINUTE=30',
  student_ids: kids,
})

/** A class of the group with its first three students present and the fourth absent. */
const taken = toLocalSession(
  pulledClass({
    id: ids[0],
    session_date: '2026-12-08T10:30:00-03:00',
    class_type: 'group',
    group_id: groupId,
    student_ids: kids.slice(0, 4),
    absent_student_ids: [kids[3]],
  }),
)

describe("a Hoy card's count", () => {
  it('counts the marks of a taken class and the students left unmarked, not the students on it', () => {
    expect(sessionCount(taken, group, true)).toEqual({
      kind: 'marks',
      present: 3,
      absent: 1,
      unmarked: 7,
    })
  })

  it('counts a class of no group by its marks alone', () => {
    expect(sessionCount(taken, undefined, true)).toEqual({
      kind: 'marks',
      present: 3,
      absent: 1,
      unmarked: 0,
    })
  })

  it('counts the students of a class still to come, or cancelled: who to expect, who to tell', () => {
    expect(sessionCount(taken, group, false)).toEqual({ kind: 'students', students: 11 })
    // A student on the class who has left the group is still one to tell.
    const outsider = toLocalSession(
      pulledClass({
        id: ids[0],
        session_date: '2026-12-08T10:30:00-03:00',
        student_ids: [ids[0]],
      }),
    )
    expect(sessionCount(outsider, group, false)).toEqual({ kind: 'students', students: 12 })
  })
})
