// Every counter is one school's: wrong birth dates for a RUT, a route's requests from an address
// and the hour's trial-class requests counted at one school's host leave the other school's
// families as they were.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { Enquiry } from '#shared/contract/enquiries.ts'
import { users } from '#server/db/schema.ts'
import { ENQUIRIES_PER_ADDRESS_HOUR, ENQUIRIES_PER_HOUR } from '#server/enquiries/enquiries-data.ts'
import { bearer, seedUser, TEST_PASSWORD } from '../helpers/fixtures.ts'
import { HOST_A, HOST_B, useTwoSchools } from '../helpers/two-schools.ts'
import { seedFamily } from '../payments/billing-fixtures.ts'

const schools = useTwoSchools()

const BORN = '2015-03-14'

let address = 0
const nextAddress = () => `10.71.${address >> 8}.${++address & 255}`

const recognize = (host: string, rut: string, birth_date: string, remoteAddress = nextAddress()) =>
  schools.app.inject({
    method: 'POST',
    url: '/api/portal/recognize',
    headers: { host },
    payload: { rut, birth_date },
    remoteAddress,
  })

describe('the portal’s birth dates for a RUT', () => {
  it('11 wrong ones at school B leave the guardian with that RUT at school A recognised', async () => {
    const { guardian, students } = await seedFamily(schools.a)
    await schools.a.update(users).set({ birth_date: BORN }).where(eq(users.id, students[0]!.id))
    for (let i = 0; i < 11; i++) {
      const wrong = await recognize(
        HOST_B,
        guardian.rut!,
        `2010-01-${String(i + 1).padStart(2, '0')}`,
      )
      expect(wrong.json()).toEqual({ recognized: false })
    }
    expect((await recognize(HOST_A, guardian.rut!, BORN)).json()).toEqual({ recognized: true })
  })
})

describe('a route’s limit per address', () => {
  it('spent at school B, the same address is still served at school A', async () => {
    const from = nextAddress()
    const rut = (await seedFamily(schools.a)).guardian.rut!
    // '/portal/recognize' takes 5 a minute from an address.
    for (let i = 0; i < 5; i++) {
      expect((await recognize(HOST_B, rut, BORN, from)).statusCode).toBe(200)
    }
    expect((await recognize(HOST_B, rut, BORN, from)).statusCode).toBe(429)
    expect((await recognize(HOST_A, rut, BORN, from)).statusCode).toBe(200)
  })
})

describe('the hour’s trial-class requests', () => {
  it('a flood at school A does not keep school B’s next family as posible spam', async () => {
    const enquire = (host: string, name: string, remoteAddress: string) =>
      schools.app.inject({
        method: 'POST',
        url: '/api/enquiries',
        headers: { host },
        remoteAddress,
        payload: { name, child_age: 9, level: 'beginner', phone: '9 8123 4567' },
      })
    const flooders = Math.ceil(ENQUIRIES_PER_HOUR / ENQUIRIES_PER_ADDRESS_HOUR)
    for (let i = 0; i < flooders * ENQUIRIES_PER_ADDRESS_HOUR; i++) {
      const from = `10.72.0.${Math.floor(i / ENQUIRIES_PER_ADDRESS_HOUR) + 1}`
      expect((await enquire(HOST_A, `Flood ${i}`, from)).statusCode).toBe(201)
    }
    expect((await enquire(HOST_B, 'Paula Rojas', '10.72.1.1')).statusCode).toBe(201)

    const admin = await seedUser(schools.b, { role: 'admin' })
    const signIn = await schools.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { host: HOST_B },
      payload: { email: admin.email, password: TEST_PASSWORD },
    })
    const token = (signIn.json() as { access_token: string }).access_token
    const list = await schools.app.inject({
      url: '/api/enquiries',
      headers: { host: HOST_B, ...bearer(token) },
    })
    expect(list.json<Enquiry[]>().find((e) => e.name === 'Paula Rojas')).toMatchObject({
      spam: false,
    })
  })
})
