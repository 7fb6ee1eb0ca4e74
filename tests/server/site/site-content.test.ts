// The public site's content: an admin's edit shows in the public answer (merged over today's
// texts), a teacher may not edit it, an instructor who did not agree never appears publicly, and
// a section's fields are checked (Spanish details, only http(s) links).
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SITE_DEFAULTS, type AdminSite, type PublicSite } from '#shared/contract/site.ts'
import { siteMessages } from '#shared/i18n/site.ts'
import { auditLog, siteContent } from '#server/db/schema.ts'
import { publicSite } from '#server/site/site-data.ts'
import { createTestApp, type TestContext } from '../helpers/test-app.ts'
import { expectDetail } from '../helpers/answers.ts'
import { bearer, login, seedUser } from '../helpers/fixtures.ts'

let ctx: TestContext
let adminToken: string
let teacherToken: string

beforeAll(async () => {
  ctx = await createTestApp()
  adminToken = (await login(ctx.app, (await seedUser(ctx.db, { role: 'admin' })).email!)).token
  teacherToken = (await login(ctx.app, (await seedUser(ctx.db, { role: 'teacher' })).email!)).token
})
afterAll(() => ctx.close())

const put = (section: string, payload: object, token = adminToken) =>
  ctx.app.inject({ method: 'PUT', url: `/api/site/${section}`, headers: bearer(token), payload })
const readPublic = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/api/public/site' })).json<PublicSite>()

const ana = { teacher_id: null, name: 'Ana Rojas', bio: 'Diez años en el cerro.', photo_id: null }

describe('site content', () => {
  it('answers a complete site with today’s texts before anyone edits it', async () => {
    const site = await readPublic()
    expect(site.home.hero_title).toBe(SITE_DEFAULTS.home.hero_title)
    expect(site.associations.items).toHaveLength(3)
    expect(site.instructors.members).toEqual([])
    expect(site.images).toEqual({})
  })

  it('an admin’s edit shows in the public answer, audited with the old value', async () => {
    const home = { ...SITE_DEFAULTS.home, hero_title: '  Pedalea con nosotros  ' }
    const saved = await put('home', home)
    expect(saved.statusCode).toBe(200)
    expect(saved.json<AdminSite>().updated_at.home).toEqual(expect.any(String))
    expect((await readPublic()).home.hero_title).toBe('Pedalea con nosotros')
    expect((await publicSite(ctx.db)).home.hero_title).toBe('Pedalea con nosotros')
    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.entity, 'site_content'))
    expect(entry).toMatchObject({ action: 'create', after: { section: 'home' } })
  })

  it('a teacher may neither read the editor’s view nor save a section', async () => {
    const before = await readPublic()
    const refused = await put('plans', { intro: 'Otro texto' }, teacherToken)
    expect(refused.statusCode).toBe(403)
    const view = await ctx.app.inject({
      method: 'GET',
      url: '/api/site',
      headers: bearer(teacherToken),
    })
    expect(view.statusCode).toBe(403)
    expect((await readPublic()).plans).toEqual(before.plans)
  })

  it('lists only instructors who agreed, without their account id', async () => {
    const teacher = await seedUser(ctx.db, { role: 'teacher' })
    const saved = await put('instructors', {
      intro: 'Nuestro equipo',
      members: [{ ...ana, teacher_id: teacher.id, agreed: true }],
    })
    expect(saved.statusCode).toBe(200)
    // A row saved before someone withdrew (the API refuses `agreed: false`).
    await ctx.db
      .update(siteContent)
      .set({
        value: {
          intro: 'Nuestro equipo',
          members: [
            { ...ana, agreed: true },
            { ...ana, name: 'Pedro Soto', agreed: false },
          ],
        },
      })
      .where(eq(siteContent.section, 'instructors'))
    const members = (await readPublic()).instructors.members
    expect(members.map((member) => member.name)).toEqual(['Ana Rojas'])
    expect(JSON.stringify(await readPublic())).not.toContain('Pedro Soto')
    const view = await ctx.app.inject({
      method: 'GET',
      url: '/api/site',
      headers: bearer(adminToken),
    })
    expect(view.json<AdminSite>().instructors.members).toHaveLength(2)
  })

  it('refuses an instructor who has not agreed to appear', async () => {
    const refused = await put('instructors', {
      intro: 'Nuestro equipo',
      members: [{ ...ana, agreed: false }],
    })
    expectDetail(refused, 400, siteMessages.agreedRequired)
  })

  it('refuses a link that is not http(s) and a body meant for another section', async () => {
    const contact = { ...SITE_DEFAULTS.contact, instagram: 'javascript:alert(1)' }
    expectDetail(await put('contact', contact), 400, siteMessages.urlInvalid)
    expectDetail(await put('contact', { intro: 'Hola' }), 400, siteMessages.sectionMismatch)
    const good = await put('contact', {
      ...SITE_DEFAULTS.contact,
      instagram: 'https://instagram.com/escuela',
    })
    expect(good.statusCode).toBe(200)
    expect((await readPublic()).contact.instagram).toBe('https://instagram.com/escuela')
  })

  it('refuses a photo id that names no uploaded image', async () => {
    const home = { ...SITE_DEFAULTS.home, hero_image_id: '00000000-0000-4000-8000-000000000000' }
    expectDetail(await put('home', home), 400, siteMessages.imageInvalid)
  })
})
