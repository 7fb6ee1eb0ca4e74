// A seeded random walk of one teacher on two phones over one group class, checked against a model
// of what the server must end up holding. Both phones open the class from Hoy with no signal, then
// mark present or absent, tick transport, take a child off the class (sometimes undoing it),
// reload, lose and regain the signal, while the server is stopped or killed once and started
// again. Between sync points each phone touches only its own half of the children (so the order
// in which the two outboxes reach the server cannot change the result); at a sync point both
// drain, the server and both screens must equal the model, and the halves swap. The seed is
// printed; OFFLINE_MODEL_SEED repeats a run and OFFLINE_MODEL_STEPS changes its length.
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { readStore, teacherReady } from './offline-helpers.ts'
import {
  absentButton,
  classesOfGroup,
  drained,
  expectRow,
  newKid,
  openFromHoy,
  presentButton,
  pricedDueGroup,
  rosterOnScreen,
  transportBox,
  useTwoPhones,
  type Kid,
  type Mark,
} from './two-phones-helpers.ts'

const GROUP = 'Grupo Modelo'
const SEED = Number(process.env.OFFLINE_MODEL_SEED ?? Math.floor(Math.random() * 2 ** 31))
const STEPS = Number(process.env.OFFLINE_MODEL_STEPS ?? 60)
const SYNC_EVERY = 12
/** The server goes down before this step and comes back three steps later. */
const CRASH_AT = Math.floor(STEPS / 2) + 1
const NAMES = [
  ['Abril', 'Modelo'],
  ['Bruno', 'Azar'],
  ['Cata', 'Semilla'],
  ['Dante', 'Paso'],
  ['Elisa', 'Orden'],
  ['Fermín', 'Cola'],
] as const

const phones = useTwoPhones()

/** mulberry32: a small seeded generator, so a failing walk can be replayed. */
function generator(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

interface Phone {
  label: string
  context: BrowserContext
  page: Page
  online: boolean
}

type Action = 'present' | 'absent' | 'transport' | 'remove' | 'reload' | 'signal'
const WEIGHTS: Record<Action, number> = {
  present: 3,
  absent: 2,
  transport: 3,
  remove: 2,
  reload: 1,
  signal: 2,
}

const UNMARKED: Mark = { status: null, transport: false }

describe('two phones against a model of the server', () => {
  it('a seeded random walk ends with the server and both screens as modelled', async () => {
    console.log(`offline-model: OFFLINE_MODEL_SEED=${SEED} OFFLINE_MODEL_STEPS=${STEPS}`)
    const random = generator(SEED)
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!
    const log: string[] = []
    const api = phones.api

    const kids: Kid[] = []
    for (const [name, lastName] of NAMES) kids.push(await newKid(api, name, lastName))
    const groupId = await pricedDueGroup(api, GROUP, kids, 8_000)
    const model = new Map<string, Mark>(kids.map((k) => [k.id, UNMARKED]))
    const expected = () => new Map(kids.map((k) => [k.name, model.get(k.id)!]))

    const team: Phone[] = []
    for (const i of [0, 1] as const) {
      const { context, page } = await phones.launch(i)
      await teacherReady(page)
      team.push({ label: `phone ${i + 1}`, context, page, online: true })
    }
    // No signal on either phone when the class starts: both open it from Hoy.
    for (const phone of team) {
      await phone.context.setOffline(true)
      phone.online = false
      await openFromHoy(phone.page, GROUP)
    }

    let epoch = 0
    const owned = (i: number) => kids.filter((_, k) => k % 2 === (i + epoch) % 2)

    /** Both phones online and drained, one after the other; the server and screens = model. */
    async function syncPoint(name: string) {
      if (!phones.server.running) await phones.server.start()
      for (const phone of team) {
        if (!phone.online) await phone.context.setOffline(false)
        phone.online = true
        await drained(phone.page, phone.label)
      }
      for (const phone of team) await drained(phone.page, phone.label)
      const classes = await classesOfGroup(api, groupId)
      expect(
        classes.map((c) => c.id),
        `live classes of the group at ${name}`,
      ).toHaveLength(1)
      const names = new Map(kids.map((k) => [k.id, k.name]))
      const stored = new Map(
        classes[0]!.students.map((s) => [
          names.get(s.student_id) ?? s.student_id,
          { status: s.status, transport: s.used_transport },
        ]),
      )
      const marked = new Map([...expected()].filter(([, mark]) => mark.status !== null))
      expect(stored, `the server's attendance at ${name}`).toEqual(marked)
      for (const phone of team) {
        await phone.page.reload()
        await expect.poll(() => rosterOnScreen(phone.page), { timeout: 30_000 }).toEqual(expected())
      }
    }

    async function step(n: number) {
      const i = random() < 0.5 ? 0 : 1
      const phone = team[i]!
      const page = phone.page
      const kid = pick(owned(i))
      const now = model.get(kid.id)!
      const actions = (Object.keys(WEIGHTS) as Action[]).filter(
        (a) => (a !== 'transport' || now.status === 'present') && (a !== 'remove' || now.status),
      )
      const total = actions.reduce((sum, a) => sum + WEIGHTS[a], 0)
      let roll = random() * total
      const action = actions.find((a) => (roll -= WEIGHTS[a]) < 0) ?? actions[0]!
      log.push(`${n}: ${phone.label} ${action} ${kid.name} (was ${JSON.stringify(now)})`)

      if (action === 'present') {
        const next: Mark = {
          status: 'present',
          transport: now.status === 'present' && now.transport,
        }
        await presentButton(page, kid).click()
        await expectRow(page, kid, next)
        model.set(kid.id, next)
      } else if (action === 'absent') {
        const next: Mark = { status: 'absent', transport: false }
        await absentButton(page, kid).click()
        await expectRow(page, kid, next)
        model.set(kid.id, next)
      } else if (action === 'transport') {
        const next: Mark = { status: 'present', transport: !now.transport }
        await transportBox(page, kid).setChecked(next.transport)
        await expectRow(page, kid, next)
        model.set(kid.id, next)
      } else if (action === 'remove') {
        await page.getByRole('button', { name: `Quitar a ${kid.name}`, exact: true }).click()
        await page
          .getByRole('dialog', { name: 'Quitar alumno' })
          .getByRole('button', { name: 'Quitar', exact: true })
          .click()
        await expectRow(page, kid, UNMARKED)
        const undo = page
          .locator('.undo-toast')
          .filter({ hasText: kid.name })
          .getByRole('button', { name: 'Deshacer' })
        if (random() < 0.5) {
          log.push(`${n}: ${phone.label} Deshacer ${kid.name}`)
          await undo.click()
          await expectRow(page, kid, now)
        } else {
          await undo.waitFor()
          model.set(kid.id, UNMARKED)
        }
      } else if (action === 'reload') {
        await page.reload()
        for (const mine of owned(i)) await expectRow(page, mine, model.get(mine.id)!)
      } else {
        phone.online = !phone.online
        await phone.context.setOffline(!phone.online)
        await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(phone.online)
      }
    }

    const started = Date.now()
    try {
      for (let n = 1; n <= STEPS; n++) {
        if (n === CRASH_AT) {
          const signal = random() < 0.5 ? 'SIGKILL' : 'SIGTERM'
          log.push(`${n}: server stopped (${signal})`)
          await phones.server.stop(signal)
        }
        if (n === CRASH_AT + 3) {
          log.push(`${n}: server started`)
          await phones.server.start()
        }
        if (n > 1 && (n - 1) % SYNC_EVERY === 0) {
          log.push(`${n}: sync point`)
          await syncPoint(`the sync point before step ${n}`)
          epoch += 1
        }
        await step(n)
      }
      log.push('end: sync point')
      await syncPoint('the end')
    } catch (error) {
      console.log(`offline-model (seed ${SEED}) steps:\n${log.join('\n')}`)
      // What each phone still holds for the server, to tell a lost tap from a late one.
      console.log(kids.map((k) => `${k.id} ${k.name}`).join('\n'))
      for (const phone of team) {
        const queued = await readStore<{ name: string; args: unknown; status: string }>(
          phone.page,
          'outbox',
        ).catch(() => [])
        const lines = queued.map((e) => `${e.status} ${e.name} ${JSON.stringify(e.args)}`)
        console.log(`${phone.label}'s outbox:\n${lines.join('\n')}`)
      }
      throw error
    }
    console.log(`offline-model: ${STEPS} steps in ${Math.round((Date.now() - started) / 1000)} s`)
  }, 120_000)
})
