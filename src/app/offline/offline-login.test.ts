import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import { staffUser } from '#app/test/fixtures.ts'
import { db } from './db.ts'
import {
  checkOfflineLogin,
  forgetOfflineLogin,
  OFFLINE_LOGIN_ITERATIONS,
  OFFLINE_LOGIN_MAX_AGE_MS,
  prepareVerifier,
  readOfflineLogin,
  rememberOfflineLogin,
} from './offline-login.ts'

const TEACHER = staffUser({ email: 'profesor@demo.cl', role: 'teacher' })
const SAVED_AT = Date.parse('2026-03-02T12:00:00Z')
const DAY = 24 * 60 * 60 * 1000
// The stored iteration count is what a check uses; a small one keeps these tests fast.
const FAST = 1_000

async function remember(password = 'Demo1234!', user = TEACHER) {
  await rememberOfflineLogin(user, await prepareVerifier(password, FAST), SAVED_AT)
}

beforeEach(async () => {
  await db.meta.clear()
})

describe('offline sign-in verifier', () => {
  it('is written in the order asked, the slow hash included, before anything reads it', async () => {
    let hashed: (verifier: Awaited<ReturnType<typeof prepareVerifier>>) => void = () => {}
    const stillHashing = new Promise<Awaited<ReturnType<typeof prepareVerifier>>>((resolve) => {
      hashed = resolve
    })
    const kept = rememberOfflineLogin(TEACHER, stillHashing, SAVED_AT)
    // An offline sign-in asked meanwhile waits for the verifier instead of finding none.
    const check = checkOfflineLogin('profesor@demo.cl', 'Demo1234!', SAVED_AT)
    hashed(await prepareVerifier('Demo1234!', FAST))
    await kept
    expect(await check).toEqual({ ok: true, user: TEACHER })

    // A refusal that comes while a sign-in still hashes wins: it was asked last.
    let rehashed: (verifier: Awaited<ReturnType<typeof prepareVerifier>>) => void = () => {}
    const later = rememberOfflineLogin(
      TEACHER,
      new Promise((resolve) => {
        rehashed = resolve
      }),
    )
    const forgotten = forgetOfflineLogin('profesor@demo.cl')
    rehashed(await prepareVerifier('Demo1234!', FAST))
    await Promise.all([later, forgotten])
    expect(await readOfflineLogin('profesor@demo.cl')).toBeUndefined()
  })

  it('accepts the password of the last online sign-in and gives back its user', async () => {
    await remember()
    const check = await checkOfflineLogin('profesor@demo.cl', 'Demo1234!', SAVED_AT + DAY)
    expect(check).toEqual({ ok: true, user: TEACHER })
    // The e-mail as people type it: spaces and capitals do not matter.
    expect((await checkOfflineLogin(' Profesor@Demo.CL ', 'Demo1234!', SAVED_AT)).ok).toBe(true)
  })

  it('refuses a wrong password, and keeps the verifier for the right one', async () => {
    await remember()
    for (const wrong of ['Demo1234', 'demo1234!', 'Demo1234! ', '']) {
      expect(await checkOfflineLogin('profesor@demo.cl', wrong, SAVED_AT)).toEqual({
        ok: false,
        reason: 'wrong-password',
      })
    }
    expect((await checkOfflineLogin('profesor@demo.cl', 'Demo1234!', SAVED_AT)).ok).toBe(true)
  })

  it("refuses another e-mail, even with the same password and another user's verifier", async () => {
    await remember()
    expect(await checkOfflineLogin('admin@demo.cl', 'Demo1234!', SAVED_AT)).toEqual({
      ok: false,
      reason: 'unknown',
    })
  })

  it('refuses and forgets a verifier older than 14 days', async () => {
    await remember()
    const lastGoodDay = SAVED_AT + OFFLINE_LOGIN_MAX_AGE_MS
    expect((await checkOfflineLogin('profesor@demo.cl', 'Demo1234!', lastGoodDay)).ok).toBe(true)
    expect(await checkOfflineLogin('profesor@demo.cl', 'Demo1234!', lastGoodDay + 1)).toEqual({
      ok: false,
      reason: 'expired',
    })
    expect(await readOfflineLogin('profesor@demo.cl')).toBeUndefined()
  })

  it('refuses a verifier saved far in the future of the device clock', async () => {
    await remember()
    const check = await checkOfflineLogin('profesor@demo.cl', 'Demo1234!', SAVED_AT - 2 * DAY)
    expect(check).toEqual({ ok: false, reason: 'expired' })
  })

  it('keeps one verifier per e-mail: a new online sign-in replaces the old password', async () => {
    await remember('Vieja123!')
    await remember('Nueva123!')
    expect((await checkOfflineLogin('profesor@demo.cl', 'Vieja123!', SAVED_AT)).ok).toBe(false)
    expect((await checkOfflineLogin('profesor@demo.cl', 'Nueva123!', SAVED_AT)).ok).toBe(true)
    const admin = staffUser({ id: 'ffffffff-ffff-ffff-ffff-ffffffffffff', email: 'admin@demo.cl' })
    await remember('Otra1234!', admin)
    expect(await checkOfflineLogin('admin@demo.cl', 'Otra1234!', SAVED_AT)).toEqual({
      ok: true,
      user: admin,
    })
    expect((await checkOfflineLogin('profesor@demo.cl', 'Nueva123!', SAVED_AT)).ok).toBe(true)
  })

  it('forgets a verifier on request, leaving the others and the rest of the store', async () => {
    await remember()
    await db.meta.put({ key: 'cursor', value: 'v1.10.1' })
    await forgetOfflineLogin('PROFESOR@demo.cl')
    expect((await checkOfflineLogin('profesor@demo.cl', 'Demo1234!', SAVED_AT)).ok).toBe(false)
    expect((await db.meta.get('cursor'))?.value).toBe('v1.10.1')
  })

  it('stores a slow salted hash, never the password', async () => {
    const prepared = await prepareVerifier('Demo1234!')
    await rememberOfflineLogin(TEACHER, prepared, SAVED_AT)
    const record = await readOfflineLogin('profesor@demo.cl')
    expect(record?.iterations).toBe(OFFLINE_LOGIN_ITERATIONS)
    expect(OFFLINE_LOGIN_ITERATIONS).toBeGreaterThanOrEqual(310_000)
    expect(atob(record!.salt)).toHaveLength(16)
    expect(atob(record!.verifier)).toHaveLength(32)
    expect(JSON.stringify(record)).not.toContain('Demo1234!')
    // Same password, new salt: a different verifier.
    expect((await prepareVerifier('Demo1234!', FAST)).verifier).not.toBe(
      (await prepareVerifier('Demo1234!', FAST)).verifier,
    )
    expect((await checkOfflineLogin('profesor@demo.cl', 'Demo1234!', SAVED_AT)).ok).toBe(true)
  })
})
