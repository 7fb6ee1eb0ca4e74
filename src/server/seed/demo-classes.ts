// Builds the demo school's groups (weekly schedules) and the class sessions of the last three
// months that follow them, with attendance and transport, plus a few private classes and trips.
import { randomUUID } from 'node:crypto'
import { combineDateAndTime, todayInSantiago } from '#shared/dates.ts'
import { occursOn, toRrule } from '#shared/rrule.ts'
import type {
  classSessions,
  groupPrices,
  groups,
  groupStudents,
  groupTeachers,
  sessionStudents,
  sessionTeachers,
} from '#server/db/schema.ts'
import { DEMO_GROUPS, mapSearch, TRIP_DESTINATIONS } from './demo-names.ts'
import type { UserRow } from './demo-people.ts'
import type { Prng } from './prng.ts'

const HISTORY_DAYS = 91

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

export interface ClassRows {
  groups: (typeof groups.$inferInsert)[]
  groupPrices: (typeof groupPrices.$inferInsert)[]
  groupTeachers: (typeof groupTeachers.$inferInsert)[]
  groupStudents: (typeof groupStudents.$inferInsert)[]
  sessions: (typeof classSessions.$inferInsert)[]
  sessionTeachers: (typeof sessionTeachers.$inferInsert)[]
  sessionStudents: (typeof sessionStudents.$inferInsert)[]
}

/**
 * `people.regulars`: students who come to every class of their group (the demo guardian's
 * children), so that last month always has their cobros to pay, whatever today's date.
 */
export function buildClasses(
  prng: Prng,
  people: { teachers: UserRow[]; students: UserRow[]; regulars?: ReadonlySet<string> },
  now: Date,
): ClassRows {
  const rows: ClassRows = {
    groups: [],
    groupPrices: [],
    groupTeachers: [],
    groupStudents: [],
    sessions: [],
    sessionTeachers: [],
    sessionStudents: [],
  }
  const [teacherA, teacherB] = people.teachers as [UserRow, UserRow]
  const today = todayInSantiago(now)
  const firstDay = addDays(today, -HISTORY_DAYS)
  // Each student comes more or less regularly; about a third usually takes the school's van.
  // Drawn for every student, regulars too, so the rest of the demo stays as it was.
  const habits = new Map(
    people.students.map((s) => {
      const attends = 0.6 + prng.next() * 0.35
      const van = prng.chance(0.35)
      return [s.id, { attends: people.regulars?.has(s.id) ? 1 : attends, van }]
    }),
  )
  const rides = (studentId: string) => prng.chance(habits.get(studentId)!.van ? 0.85 : 0.05)

  function addSession(
    values: Omit<typeof classSessions.$inferInsert, 'id'>,
    teacherIds: string[],
    attendees: string[],
  ) {
    const id = randomUUID()
    rows.sessions.push({ id, ...values })
    for (const teacher_id of teacherIds) rows.sessionTeachers.push({ session_id: id, teacher_id })
    for (const student_id of attendees) {
      rows.sessionStudents.push({ session_id: id, student_id, used_transport: rides(student_id) })
    }
  }

  // Youngest children in Mini Riders, oldest (and the two adults) in Avanzado Enduro.
  const byAge = [...people.students].sort((a, b) =>
    (b.birth_date ?? '').localeCompare(a.birth_date ?? ''),
  )
  const order = [3, 0, 1, 2]
  let cursor = 0
  const members = new Map<number, UserRow[]>()
  for (const index of order) {
    const size = index === 2 ? byAge.length - cursor : DEMO_GROUPS[index]!.size
    members.set(index, byAge.slice(cursor, cursor + size))
    cursor += size
  }

  DEMO_GROUPS.forEach((group, index) => {
    const id = randomUUID()
    const rrule = toRrule({ days: group.days, time: group.time })
    rows.groups.push({
      id,
      name: group.name,
      description: group.description,
      location: group.location,
      map_url: mapSearch(group.location),
      level: group.level,
      age_min: group.ages[0],
      age_max: group.ages[1],
      capacity: group.capacity,
      published: true,
      rrule,
      start_date: addDays(firstDay, -14),
      end_date: null,
    })
    if (group.pricePerSession !== null) {
      rows.groupPrices.push({ group_id: id, price: group.pricePerSession })
    }
    const teachers = index === 1 ? [teacherB] : index === 2 ? [teacherA, teacherB] : [teacherA]
    for (const t of teachers) rows.groupTeachers.push({ group_id: id, teacher_id: t.id })
    const students = members.get(index)!
    for (const s of students) rows.groupStudents.push({ group_id: id, student_id: s.id })

    for (let day = firstDay; day < today; day = addDays(day, 1)) {
      if (!occursOn(rrule, day)) continue
      const attendees = students
        .filter((s) => prng.chance(habits.get(s.id)!.attends))
        .map((s) => s.id)
      addSession(
        {
          name: group.name,
          session_date: new Date(combineDateAndTime(day, group.time)),
          class_type: 'group',
          group_id: id,
          location: group.location,
        },
        teachers.map((t) => t.id),
        attendees,
      )
    }
  })

  // A private class every ten days or so, and one weekend trip a month.
  for (let day = addDays(firstDay, 3); day < today; day = addDays(day, prng.int(8, 12))) {
    const student = prng.pick(people.students)
    addSession(
      {
        name: 'Clase particular',
        description: `Técnica personalizada con ${student.name}.`,
        session_date: new Date(combineDateAndTime(day, '19:00')),
        class_type: 'one_to_one',
        location: 'Parque Mahuida, La Reina',
      },
      [teacherB.id],
      [student.id],
    )
  }
  TRIP_DESTINATIONS.forEach((destination, i) => {
    const day = addDays(firstDay, 20 + i * 28)
    if (day >= today) return
    const attendees = prng.shuffle(people.students).slice(0, prng.int(12, 16))
    addSession(
      {
        name: destination,
        description: 'Salida de día completo con almuerzo en ruta.',
        session_date: new Date(combineDateAndTime(day, '09:00')),
        class_type: 'other',
        location: destination.replace('Paseo a ', ''),
      },
      [teacherA.id, teacherB.id],
      attendees.map((s) => s.id),
    )
  })
  return rows
}
