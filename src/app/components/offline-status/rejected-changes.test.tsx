// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { db } from '#app/offline/db.ts'
import { drainOutbox, setDrainScheduling } from '#app/offline/outbox.ts'
import { setSessionTransport } from '#app/offline/mutations.ts'
import { fakeServer, pushAnswer, resetStore, signIn } from '#app/offline/test-server.ts'
import { RejectedChanges } from './rejected-changes.tsx'

const SESSION = 'a1a1a1a1-0000-4000-8000-000000000001'
const STUDENT = 'b2b2b2b2-0000-4000-8000-000000000001'
const DELETED = 'La clase fue eliminada; este cambio no se guardó.'

beforeEach(async () => {
  await resetStore()
  setDrainScheduling(false)
  signIn()
})
afterEach(cleanup)

describe('the rejected changes on the device', () => {
  it('show what the server said about a change to a class deleted meanwhile', async () => {
    fakeServer().answer((request) =>
      pushAnswer(request, { 0: { status: 'rejected', code: 'NOT_FOUND', detail: DELETED } }),
    )
    await setSessionTransport(SESSION, STUDENT, true)
    await drainOutbox()
    expect(await db.outbox.count()).toBe(1)
    render(<RejectedChanges />)
    expect(await screen.findByText('Cambiar uso de transporte')).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe(DELETED)
  })
})
