// Three of the demo school's children with an emergency card, so the card shows in the demo: one
// with an allergy, one with a medication, one with neither (contacts and insurance). Health notes
// reach a teacher's phone only under a signed health consent (Ley 21.719), so their guardians
// signed the documents in force for them. Children of the demo teacher's groups, with a sibling
// (the tests' one-child families stay as they are), last in the alphabet; the rest have no card.
import { and, eq, isNotNull } from 'drizzle-orm'
import { compareNames, fullName } from '#shared/name-order.ts'
import { addCalendarDays, todayInSantiago } from '#shared/dates.ts'
import type { Db } from '#server/db/client.ts'
import { emergencyCards, groupStudents, groupTeachers, users } from '#server/db/schema.ts'
import { signConsents } from '#server/consent/consent-data.ts'
import { documentsInForce } from '#server/documents/documents-data.ts'
import { DEMO_GUARDIAN_RUT } from './demo-people.ts'

type Card = Omit<
  typeof emergencyCards.$inferInsert,
  'student_id' | 'consent' | 'consent_date' | 'consent_recorded_by' | 'consent_recorded_at'
>

/** The cards, by their child's family name (`last`: the child's first family name). */
const CARDS: ((last: string) => Card)[] = [
  (last) => ({
    contacts: [
      { name: `Luis ${last}`, relation: 'Padre', phone: '+56981234567' },
      { name: 'Rosa Contreras', relation: 'Abuela', phone: '+56222345678' },
    ],
    allergies: 'Penicilina y frutos secos (maní, nueces): ronchas e hinchazón de la cara.',
    insurance_provider: 'Fonasa',
    insurance_plan: 'Tramo B',
  }),
  (last) => ({
    contacts: [{ name: `Carolina ${last}`, relation: 'Madre', phone: '+56987654321' }],
    conditions: 'Asma inducida por el ejercicio.',
    medication:
      'Salbutamol (inhalador azul): 2 inhalaciones si le falta el aire. Lo lleva en la mochila.',
    insurance_provider: 'Isapre Banmédica',
    insurance_plan: 'Plan Familiar',
  }),
  (last) => ({
    contacts: [{ name: `Pedro ${last}`, relation: 'Tío', phone: '+56985551234' }],
    insurance_provider: 'Isapre Colmena',
    insurance_plan: 'Seguro escolar',
  }),
]

export async function seedDemoCards(db: Db, now = new Date()): Promise<void> {
  const [teacher] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'profesor@demo.cl'))
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'))
  if (!teacher) return
  const taught = db
    .select({ id: groupStudents.student_id })
    .from(groupStudents)
    .innerJoin(groupTeachers, eq(groupTeachers.group_id, groupStudents.group_id))
    .where(eq(groupTeachers.teacher_id, teacher.id))
  const children = await db
    .select({
      id: users.id,
      name: users.name,
      last_name: users.last_name,
      supporter_id: users.supporter_id,
    })
    .from(users)
    .where(and(eq(users.role, 'student'), isNotNull(users.supporter_id)))
  const guardians = await db
    .select({ id: users.id, name: users.name, last_name: users.last_name, rut: users.rut })
    .from(users)
    .where(eq(users.role, 'supporter'))
  const mine = new Set((await taught).map((row) => row.id))
  const siblings = new Map<string, number>()
  for (const child of children) {
    siblings.set(child.supporter_id!, (siblings.get(child.supporter_id!) ?? 0) + 1)
  }
  const guardianOf = new Map(guardians.map((g) => [g.id, g]))
  const picked = children
    .filter(
      (child) =>
        mine.has(child.id) &&
        siblings.get(child.supporter_id!)! > 1 &&
        guardianOf.get(child.supporter_id!)?.rut !== DEMO_GUARDIAN_RUT,
    )
    .sort((a, b) => compareNames(b, a))
    .slice(0, CARDS.length)

  const today = todayInSantiago(now)
  const signedOn = addCalendarDays(today, -20)
  const inForce = [...(await documentsInForce(db, today)).entries()]
  for (const [i, child] of picked.entries()) {
    const guardian = guardianOf.get(child.supporter_id!)!
    const card = CARDS[i]!((child.last_name ?? '').split(' ')[0]!)
    await db.insert(emergencyCards).values({
      student_id: child.id,
      ...card,
      consent: true,
      consent_date: signedOn,
      consent_recorded_by: admin?.id ?? null,
      consent_recorded_at: now,
    })
    if (inForce.length === 0) continue
    // Signed as the guardian signs on the portal: the one way signatures are stored.
    await signConsents(db, {
      guardianId: guardian.id,
      body: {
        signer_name: fullName(guardian),
        signer_rut: guardian.rut!,
        children: [
          {
            student_id: child.id,
            answers: inForce.map(([kind, doc]) => ({
              kind,
              content_hash: doc.content_hash,
              accepted: true,
            })),
          },
        ],
      },
      ip: null,
      userAgent: null,
      day: today,
    })
  }
}
