// A family deleted (Ley 21.719) is a stranger to the portal at once: the proof cookie it was
// given before (30 minutes) and its personal links (reminders, the link to sign) stop working,
// with the answers anyone without them gets.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { errorDetails } from '#shared/i18n/errors.ts'
import { signPersonalLink } from '#server/credentials/personal-link.ts'
import { users } from '#server/db/schema.ts'
import { expectDetail } from '../helpers/answers.ts'
import { bearer, signInRoles } from '../helpers/fixtures.ts'
import { useTestApp } from '../helpers/test-app.ts'
import { seedFamily } from '../payments/billing-fixtures.ts'
import { recognise } from './privacy-fixtures.ts'

const ctx = useTestApp()
const BORN = '2014-03-09'
let admin: string
beforeAll(async () => {
  admin = (await signInRoles(ctx.app, ctx.db, ['admin'])).admin!
})

async function recognisedFamily() {
  const { guardian, students } = await seedFamily(ctx.db)
  await ctx.db.update(users).set({ birth_date: BORN }).where(eq(users.id, students[0]!.id))
  const proof = await recognise(ctx, { rut: guardian.rut!, birthDate: BORN })
  return { guardian, proof, link: signPersonalLink(ctx.config.jwtSecret, guardian.id) }
}

const askForData = (proof: Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/privacy/my-requests',
    headers: proof,
    payload: { kind: 'access' },
  })

const deleteFamily = async (guardianId: string) => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/supporters/${guardianId}/anonymize`,
    headers: bearer(admin),
  })
  expect(response.statusCode, response.body).toBe(200)
}

describe('a deleted family’s proofs', () => {
  it('its portal cookie files no data request and reads no documents any more', async () => {
    const family = await recognisedFamily()
    expect((await askForData(family.proof)).statusCode).toBe(201)

    await deleteFamily(family.guardian.id)
    expectDetail(await askForData(family.proof), 401, errorDetails.PORTAL_PROOF_REQUIRED)
    const requests = await ctx.app.inject({
      url: '/api/privacy/my-requests',
      headers: family.proof,
    })
    expectDetail(requests, 401, errorDetails.PORTAL_PROOF_REQUIRED)
    const consents = await ctx.app.inject({ url: '/api/portal/consents', headers: family.proof })
    expectDetail(consents, 401, errorDetails.PORTAL_PROOF_REQUIRED)
  })

  it('its personal link opens nothing and gives no new cookie', async () => {
    const family = await recognisedFamily()
    await deleteFamily(family.guardian.id)
    const opened = await ctx.app.inject({
      method: 'POST',
      url: '/api/portal/link',
      payload: { token: family.link },
    })
    expectDetail(opened, 404, errorDetails.PERSONAL_LINK_INVALID)
    expect(opened.cookies).toEqual([])
  })

  it('two families who used the portal within the hour are both deleted', async () => {
    // Their birth-date counters both named a RUT; rewritten, both became the same key (a 500).
    const first = await recognisedFamily()
    const second = await recognisedFamily()
    await deleteFamily(first.guardian.id)
    await deleteFamily(second.guardian.id)
    expectDetail(await askForData(second.proof), 401, errorDetails.PORTAL_PROOF_REQUIRED)
  })

  it('a family that stays keeps its cookie', async () => {
    const family = await recognisedFamily()
    expect((await askForData(family.proof)).statusCode).toBe(201)
    const requests = await ctx.app.inject({
      url: '/api/privacy/my-requests',
      headers: family.proof,
    })
    expect(requests.statusCode).toBe(200)
  })
})
