// From a trial-class request to a group: the form names a group by its public slug and takes an
// adult's age; a full group's requests go on its waiting list (the server decides); 'Inscribir'
// creates the student and guardian once and adds them to the group; a freed place is offered to
// the first in line with a link the visitor answers; lapsed offers make way for the next.
import { and, eq, isNull } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Enquiry, EnquiryEnrolled, EnquiryOfferSent } from '#shared/contract/enquiries.ts'
import { slugOf as groupSlug } from '#shared/schedule-words.ts'
import { WAITLIST_OFFER_DAYS } from '#shared/waitlist.ts'
import { auditLog, enquiries, groups, groupStudents, users } from '#server/db/schema.ts'
import { lapseOffers } from '#server/enquiries/waitlist-data.ts'
import { seedUser } from '../helpers/fixtures.ts'
import { FIRST_SCHOOL_ADDRESS } from '../helpers/second-school.ts'
import { holdsSecondSchool } from '../helpers/test-app.ts'
import { ok, newRut } from '../payments/billing-fixtures.ts'
import { signIn, useSignedInApp, type Caller } from '../prices/api.ts'

/**
 * Where the offer sends the family: the development server's local address, or the first school's
 * own address when a second school shares the deployment (helpers/second-school.ts).
 */
const LINK_BASE = holdsSecondSchool()
  ? FIRST_SCHOOL_ADDRESS.replaceAll('.', '\\.')
  : 'http://localhost:\\d+'

const { ctx, caller: admin } = useSignedInApp('admin')
let address = 0
let groupNumber = 0

const enquire = (payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/enquiries',
    payload,
    remoteAddress: `10.1.0.${++address}`,
  })

const request = {
  name: 'Carla Soto',
  child_age: 41,
  level: 'beginner',
  phone: '9 8123 4567',
  email: 'carla@example.com',
}

/** A published group with room for `capacity` riders, already holding `members` of them. */
async function seedGroup(capacity: number | null, members = 0) {
  const name = `Adultos Ñuñoa ${++groupNumber}`
  const [group] = await ctx.db
    .insert(groups)
    .values({ name, start_date: '2026-01-05', capacity, age_min: 18, age_max: null })
    .returning()
  for (let i = 0; i < members; i++) {
    const student = await seedUser(ctx.db, { role: 'student' })
    await ctx.db.insert(groupStudents).values({ group_id: group!.id, student_id: student.id })
  }
  return { id: group!.id, slug: groupSlug(name) }
}

const list = async () => (await ok(await admin.get('/api/enquiries'))) as Enquiry[]
const byName = async (name: string) => (await list()).find((e) => e.name === name)!

const studentBody = () => ({
  name: 'Carla',
  last_name: 'Soto',
  rut: newRut(),
  email: 'carla@example.com',
  phone: '+56981234567',
  birth_date: '1985-03-02',
})

const activeMembers = async (groupId: string) =>
  ctx.db
    .select({ id: groupStudents.student_id })
    .from(groupStudents)
    .where(and(eq(groupStudents.group_id, groupId), isNull(groupStudents.deleted_at)))

const tokenOf = (link: string) => link.split('/waitlist/')[1]!

describe('the trial form with a group', () => {
  it('stores the group, the e-mail and an adult age; an unknown slug is left out', async () => {
    const group = await seedGroup(null)
    expect((await enquire({ ...request, name: 'Con grupo', group: group.slug })).statusCode).toBe(
      201,
    )
    expect(await byName('Con grupo')).toMatchObject({
      child_age: 41,
      email: 'carla@example.com',
      group: { id: group.id, age_min: 18, age_max: null },
      waitlist: false,
    })
    expect((await enquire({ ...request, name: 'Sin grupo', group: 'no-existe' })).statusCode).toBe(
      201,
    )
    expect((await byName('Sin grupo')).group).toBeNull()
  })

  it('puts a request on the waiting list only when the group is full', async () => {
    const roomy = await seedGroup(2, 1)
    const full = await seedGroup(1, 1)
    await enquire({ ...request, name: 'Pide espera con cupo', group: roomy.slug, waitlist: true })
    await enquire({ ...request, name: 'Grupo lleno', group: full.slug })
    expect(await byName('Pide espera con cupo')).toMatchObject({
      waitlist: false,
      waitlist_position: null,
    })
    expect(await byName('Grupo lleno')).toMatchObject({ waitlist: true, waitlist_position: 1 })
  })

  it('refuses an age past 99 and a malformed e-mail with Spanish details', async () => {
    const old = await enquire({ ...request, child_age: 100 })
    expect(old.statusCode).toBe(400)
    const mail = await enquire({ ...request, email: 'no es correo' })
    expect(mail.statusCode).toBe(400)
    expect(mail.json().detail).toBe('Ingresa un correo electrónico válido.')
  })
})

describe("'Inscribir'", () => {
  it('creates exactly one student and guardian on a double click, in the group, enrolled', async () => {
    const group = await seedGroup(3)
    await enquire({ ...request, name: 'Apoderada Paz', group: group.slug })
    const enquiry = await byName('Apoderada Paz')
    const body = {
      ...studentBody(),
      name: 'Tomás',
      birth_date: '2016-04-01',
      supporter: { ...studentBody(), name: 'Paz', birth_date: null },
    }
    const [first, second] = await Promise.all([
      admin.send('POST', `/api/enquiries/${enquiry.id}/enroll`, body),
      admin.send('POST', `/api/enquiries/${enquiry.id}/enroll`, body),
    ])
    const answers = [first!, second!].map((r) => r.statusCode).sort()
    expect(answers).toEqual([200, 201])
    const enrolled = first!.json() as EnquiryEnrolled
    expect((second!.json() as EnquiryEnrolled).student.id).toBe(enrolled.student.id)
    expect(enrolled.enquiry).toMatchObject({ status: 'enrolled', student_id: enrolled.student.id })
    expect(await activeMembers(group.id)).toEqual([{ id: enrolled.student.id }])
    const created = await ctx.db.select().from(users).where(eq(users.last_name, 'Soto'))
    expect(created.map((u) => u.role).sort()).toEqual(['student', 'supporter'])
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'enquiry.enroll'), eq(auditLog.entity_id, enquiry.id)))
    expect(audit).toBeDefined()
  })

  it('answers 409 with a Spanish detail when the group is full, and creates nobody', async () => {
    const group = await seedGroup(1, 1)
    await enquire({ ...request, name: 'Sin cupo', group: group.slug })
    const enquiry = await byName('Sin cupo')
    const body = studentBody()
    const refused = await admin.send('POST', `/api/enquiries/${enquiry.id}/enroll`, body)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ code: 'GROUP_FULL' })
    expect(refused.json().detail).toMatch(/El grupo está lleno/)
    const found = await ctx.db.select().from(users).where(eq(users.rut, body.rut))
    expect(found).toEqual([])
  })
})

describe('the waiting list', () => {
  let group: { id: string; slug: string }
  let freedBy: string

  beforeEach(async () => {
    group = await seedGroup(1, 1)
    freedBy = (await activeMembers(group.id))[0]!.id
    await enquire({ ...request, name: 'Primera', group: group.slug })
    await enquire({ ...request, name: 'Segunda', group: group.slug })
  })

  const freePlace = () =>
    ctx.db
      .update(groupStudents)
      .set({ deleted_at: new Date() })
      .where(and(eq(groupStudents.group_id, group.id), eq(groupStudents.student_id, freedBy)))

  const offer = (enquiryId: string, channel = 'whatsapp') =>
    admin.send('POST', `/api/enquiries/${enquiryId}/offer`, { channel })

  const rows = async () => {
    const all = (await list()).filter((e) => e.group?.id === group.id)
    return {
      first: all.find((e) => e.name === 'Primera')!,
      second: all.find((e) => e.name === 'Segunda')!,
    }
  }

  it('offers nothing while the group is full, and only the first in line once a place frees', async () => {
    const { first, second } = await rows()
    expect([first.waitlist_position, second.waitlist_position]).toEqual([1, 2])
    expect((await offer(first.id)).json()).toMatchObject({ code: 'OFFER_NO_PLACE' })
    await freePlace()
    expect((await rows()).first.next_to_offer).toBe(true)
    expect((await offer(second.id)).json()).toMatchObject({ code: 'OFFER_NOT_FIRST' })

    const sent = (await ok(await offer(first.id))) as EnquiryOfferSent
    expect(sent.link).toMatch(new RegExp(`^${LINK_BASE}/waitlist/[A-Za-z0-9_-]{43}$`))
    expect(sent.whatsapp_url).toMatch(/^https:\/\/wa\.me\/56981234567\?text=/)
    expect(decodeURIComponent(sent.whatsapp_url!)).toContain(sent.link)
    expect(sent.enquiry).toMatchObject({ offer_status: 'offered', next_to_offer: false })
    const days = (Date.parse(sent.enquiry.offer_expires_at!) - Date.now()) / 86_400_000
    expect(days).toBeCloseTo(WAITLIST_OFFER_DAYS, 1)
    // One open offer per free place: the second waits.
    expect((await offer(second.id)).json()).toMatchObject({ code: 'OFFER_NO_PLACE' })
    const [stored] = await ctx.db.select().from(enquiries).where(eq(enquiries.id, first.id))
    expect(stored!.offer_token_hash).not.toContain(tokenOf(sent.link))
  })

  it("the visitor's link shows the group and accepts once; the admin can then enrol", async () => {
    await freePlace()
    const sent = (await ok(await offer((await rows()).first.id))) as EnquiryOfferSent
    const token = tokenOf(sent.link)
    const page = await ctx.app.inject({ method: 'GET', url: `/api/public/waitlist/${token}` })
    expect(page.json()).toEqual({
      group_name: expect.stringMatching(/^Adultos Ñuñoa/),
      expires_at: sent.enquiry.offer_expires_at,
      status: 'offered',
    })
    const accept = () =>
      ctx.app.inject({ method: 'POST', url: `/api/public/waitlist/${token}/accept` })
    expect((await accept()).json()).toMatchObject({ status: 'accepted' })
    expect((await accept()).statusCode).toBe(200)
    const decline = await ctx.app.inject({
      method: 'POST',
      url: `/api/public/waitlist/${token}/decline`,
    })
    expect(decline.statusCode).toBe(404)
    expect(decline.json().detail).toMatch(/ya no es válido/)
    const accepts = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'enquiry.offer.accept'))
    expect(accepts.filter((a) => a.entity_id === sent.enquiry.id)).toHaveLength(1)

    // Its accepted place is kept for it: another request cannot take it.
    await enquire({ ...request, name: 'Tercera', group: group.slug })
    expect((await rows()).first.offer_status).toBe('accepted')
    const enrolled = await admin.send(
      'POST',
      `/api/enquiries/${sent.enquiry.id}/enroll`,
      studentBody(),
    )
    expect(enrolled.statusCode).toBe(201)
  })

  it('refuses an expired or unknown token', async () => {
    await freePlace()
    const sent = (await ok(await offer((await rows()).first.id))) as EnquiryOfferSent
    await ctx.db
      .update(enquiries)
      .set({ offer_expires_at: new Date(Date.now() - 1000) })
      .where(eq(enquiries.id, sent.enquiry.id))
    const token = tokenOf(sent.link)
    for (const url of [`/api/public/waitlist/${token}`, `/api/public/waitlist/${'A'.repeat(43)}`]) {
      const answer = await ctx.app.inject({ method: 'GET', url })
      expect(answer.statusCode).toBe(404)
      expect(answer.json()).toMatchObject({ code: 'OFFER_UNAVAILABLE' })
    }
    const late = await ctx.app.inject({
      method: 'POST',
      url: `/api/public/waitlist/${token}/accept`,
    })
    expect(late.statusCode).toBe(404)
  })

  it('lapses offers past their deadline and flags the next in line', async () => {
    await freePlace()
    const sent = (await ok(await offer((await rows()).first.id))) as EnquiryOfferSent
    const later = new Date(Date.now() + (WAITLIST_OFFER_DAYS + 1) * 86_400_000)
    expect(await lapseOffers(ctx.db, later)).toBeGreaterThanOrEqual(1)
    expect(sent.enquiry.offer_status).toBe('offered')
    const { first, second } = await rows()
    expect(first).toMatchObject({ offer_status: 'lapsed', waitlist_position: null })
    expect(second).toMatchObject({ waitlist_position: 1, next_to_offer: true })
    expect((await offer(second.id)).statusCode).toBe(200)
  })
})

describe('who may use the admin routes', () => {
  let teacher: Caller
  beforeEach(async () => {
    teacher = await signIn(ctx, 'teacher')
  })

  it('answers 403 to a teacher on every admin route', async () => {
    const id = crypto.randomUUID()
    const answers = await Promise.all([
      teacher.get('/api/enquiries/count?status=new'),
      teacher.send('POST', `/api/enquiries/${id}/enroll`, studentBody()),
      teacher.send('POST', `/api/enquiries/${id}/offer`, { channel: 'whatsapp' }),
    ])
    expect(answers.map((a) => a.statusCode)).toEqual([403, 403, 403])
  })

  it('counts the new requests for the staff menu', async () => {
    const before = (
      (await ok(await admin.get('/api/enquiries/count?status=new'))) as {
        count: number
      }
    ).count
    await enquire({ ...request, name: 'Contar' })
    expect(await ok(await admin.get('/api/enquiries/count?status=new'))).toEqual({
      count: before + 1,
    })
  })
})
