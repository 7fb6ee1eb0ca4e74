// A school's own settings on a shared deployment: set by the operator under the environment's
// names, its keys sealed at rest under SETTINGS_KEY and bound to the school, and used for that
// school only: its name on its pages, its Khipu account for its families' payments, its boleta
// provider and issuer. A school that set none takes nothing of the first school's keys.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type App } from '#server/app.ts'
import type { Config } from '#server/config.ts'
import { queryRows, type DbHandle } from '#server/db/client.ts'
import { signPersonalLink } from '#server/credentials/personal-link.ts'
import { DEFAULT_SCHOOL_ID, inSchool } from '#server/db/school-context.ts'
import { schoolSettings } from '#server/db/schema.ts'
import { boletaRuntime } from '#server/dte/runtime.ts'
import { runOperatorCommand } from '#server/operator.ts'
import { currentSettings, inSchoolWithSettings } from '#server/schools/school-settings.ts'
import { seal, unseal } from '#server/schools/sealed-settings.ts'
import { drainDueBoletas } from '#server/boletas/boleta-sending-data.ts'
import { wireRut } from '#server/dte/openfactura-wire.ts'
import { recordManualPayment } from '#server/invoices/manual-payments-data.ts'
import { smtpMailer } from '#server/mailer.ts'
import { todayInSantiago } from '#shared/dates.ts'
import { seedOwingFamily } from './payments/billing-fixtures.ts'
import { startStandaloneKhipu, type StandaloneKhipu } from './helpers/khipu-simulator.ts'
import { startTestSmtp } from './helpers/test-smtp.ts'
import { capturedLog, openTestDatabase, testConfig } from './helpers/test-app.ts'

const HOST_A = 'primera.test'
const HOST_B = 'bosque.test'
const B_ISSUER = {
  SCHOOL_RUT: '77.123.456-9',
  SCHOOL_BUSINESS_NAME: 'Escuela del Bosque SpA',
  SCHOOL_ACTIVITY: 'Enseñanza deportiva',
  SCHOOL_ADDRESS: 'Camino al Bosque 42',
  SCHOOL_COMMUNE: 'Puerto Varas',
  SCHOOL_ACTIVITY_CODE: '854100',
}

/** The install manifest as the build writes it (vite.config.ts), in part. */
const BUILT_MANIFEST = {
  id: '/today',
  name: 'Escuela de Mountain Bike',
  short_name: 'Escuela MTB',
  start_url: '/today',
  icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
}

let database: DbHandle
let app: App
let config: Config
let khipu: StandaloneKhipu
let clientDir: string
let schoolB = ''
let settingsFile = ''
/** B's family whose payment starts in B's Khipu account. */
let payingFamily: Awaited<ReturnType<typeof seedOwingFamily>>

async function operator(...args: string[]): Promise<string[]> {
  const lines: string[] = []
  await runOperatorCommand(database, config, args, (line) => lines.push(line))
  return lines
}

/** `npm run operator -- settings <B> --file F` with `settings` in F: what it printed. */
function setSettingsOfB(settings: Record<string, unknown>): Promise<string[]> {
  writeFileSync(settingsFile, JSON.stringify(settings))
  return operator('settings', schoolB, '--file', settingsFile)
}

beforeAll(async () => {
  database = await openTestDatabase({ singleSchool: true })
  khipu = await startStandaloneKhipu()
  clientDir = mkdtempSync(join(tmpdir(), 'bs-settings-'))
  settingsFile = join(clientDir, 'ajustes.json')
  writeFileSync(
    join(clientDir, 'index.html'),
    '<!doctype html><html lang="es-CL"><head><title>Build</title></head><body></body></html>',
  )
  writeFileSync(join(clientDir, 'manifest.webmanifest'), JSON.stringify(BUILT_MANIFEST))
  // The first school has no Khipu key of its own: the platform's Khipu address is the simulator.
  config = testConfig({
    clientDir,
    settingsKey: randomBytes(32),
    school: { name: 'Escuela Primera', phone: undefined, email: undefined, whatsapp: undefined },
    khipu: { apiKey: undefined, webhookSecret: undefined, baseUrl: khipu.baseUrl },
  })
  await operator('add-domain', DEFAULT_SCHOOL_ID, HOST_A)
  const [created] = await operator(
    'create',
    '--name',
    'Escuela B',
    '--domain',
    HOST_B,
    '--admin',
    'jefa@bosque.cl',
  )
  schoolB = /^Escuela creada: (\S+)$/.exec(created!)![1]!
  app = await buildApp({ config, db: database.db })
  await app.ready()
})
afterAll(async () => {
  await app?.close()
  await khipu?.close()
  await database?.close()
  rmSync(clientDir, { recursive: true, force: true })
})

describe('a school’s settings', () => {
  it('are refused, every problem named, when the school could not work with them', async () => {
    const refused = setSettingsOfB({
      SCHOOL_COLOUR: 'verde',
      KHIPU_API_KEY: 'sin-secreto',
      BOLETA_PROVIDER: 'openfactura',
      OPENFACTURA_API_KEY: 'clave',
      ...B_ISSUER,
      SCHOOL_RUT: '77.123.456-0',
    })
    await expect(refused).rejects.toThrow(/SCHOOL_COLOUR no es un ajuste/)
    await expect(refused).rejects.toThrow(/KHIPU_WEBHOOK_SECRET es necesario/)
    await expect(refused).rejects.toThrow(/SCHOOL_RUT must be the school's RUT/)
    const rows = await database.owner.select().from(schoolSettings)
    expect(rows).toHaveLength(0)
  })

  it('keep its keys sealed at rest, bound to the school, and never print them', async () => {
    const printed = await setSettingsOfB({
      SCHOOL_NAME: 'Escuela del Bosque',
      SCHOOL_PHONE: '+56 9 8765 4321',
      KHIPU_API_KEY: khipu.apiKey,
      KHIPU_WEBHOOK_SECRET: khipu.webhookSecret,
      BOLETA_PROVIDER: 'openfactura',
      OPENFACTURA_API_KEY: 'clave-openfactura-del-bosque',
      OPENFACTURA_URL: 'http://127.0.0.1:9/openfactura',
      ...B_ISSUER,
    })
    expect(printed).toContain('SCHOOL_NAME=Escuela del Bosque')
    expect(printed).toContain('KHIPU_API_KEY=(guardada, cifrada)')
    expect(printed.join('\n')).not.toContain(khipu.apiKey)
    expect(printed.join('\n')).not.toContain('clave-openfactura-del-bosque')

    const [row] = await database.owner
      .select()
      .from(schoolSettings)
      .where(eq(schoolSettings.school_id, schoolB))
    const raw = JSON.stringify(row)
    for (const secret of [khipu.apiKey, khipu.webhookSecret, 'clave-openfactura-del-bosque']) {
      expect(raw).not.toContain(secret)
    }
    expect(unseal(config.settingsKey!, schoolB, row!.sealed!)).toMatchObject({
      KHIPU_API_KEY: khipu.apiKey,
    })
    // Another key, or the same box moved to another school's row, opens nothing.
    expect(() => unseal(randomBytes(32), schoolB, row!.sealed!)).toThrow(/do not open/)
    expect(() => unseal(config.settingsKey!, DEFAULT_SCHOOL_ID, row!.sealed!)).toThrow(
      /do not open/,
    )
    const tampered = seal(config.settingsKey!, schoolB, { KHIPU_API_KEY: 'x' }).slice(0, -2) + 'AA'
    expect(() => unseal(config.settingsKey!, schoolB, tampered)).toThrow(/do not open/)
  })

  it('name the school on its own pages, and only there', async () => {
    const page = async (host: string) => (await app.inject({ url: '/', headers: { host } })).body
    const title = (body: string) => /<title>([^<]*)<\/title>/.exec(body)?.[1]
    const [onB, onA] = [await page(HOST_B), await page(HOST_A)]
    expect(title(onB)).toBe('Escuela del Bosque')
    expect(title(onA)).toBe('Escuela Primera')
    // What the app shows as the school and calls or writes to: the host's school's.
    expect(onB).toContain('<meta name="school:name" content="Escuela del Bosque" />')
    expect(onB).toContain('<meta name="school:whatsapp" content="+56 9 8765 4321" />')
    expect(onA).toContain('<meta name="school:name" content="Escuela Primera" />')
    expect(onA).not.toContain('Bosque')
    expect(onA).not.toContain('8765 4321')
  })

  it('install the app under its name on its host', async () => {
    const manifest = async (host: string) => {
      const response = await app.inject({ url: '/manifest.webmanifest', headers: { host } })
      expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/)
      return response.json()
    }
    expect(await manifest(HOST_B)).toEqual({
      ...BUILT_MANIFEST,
      name: 'Escuela del Bosque',
      short_name: 'Escuela del Bosque',
    })
    expect(await manifest(HOST_A)).toEqual({
      ...BUILT_MANIFEST,
      name: 'Escuela Primera',
      short_name: 'Escuela Primera',
    })
  })

  it('close the school, not break it, where its keys do not open; the others go on', async () => {
    const { lines, stream } = capturedLog()
    // Another instance started with a SETTINGS_KEY that is not the one that sealed B's keys.
    const misconfigured = await buildApp({
      config: { ...config, settingsKey: randomBytes(32) },
      db: database.db,
      logger: { level: 'error', stream },
    })
    try {
      const api = await misconfigured.inject({ url: '/api/public/site', headers: { host: HOST_B } })
      expect(api.statusCode).toBe(503)
      expect(api.json()).toEqual({
        code: 'SCHOOL_UNAVAILABLE',
        detail:
          'El servicio de esta escuela no está disponible por ahora. Inténtalo de nuevo en unos minutos.',
      })
      const page = await misconfigured.inject({ url: '/', headers: { host: HOST_B } })
      expect(page.statusCode).toBe(503)
      expect(page.body).toContain('<p>El servicio de esta escuela no está disponible por ahora.')
      expect(lines.join('')).toContain('school settings do not open')
      const onA = await misconfigured.inject({ url: '/api/public/site', headers: { host: HOST_A } })
      expect(onA.statusCode).toBe(200)
    } finally {
      await misconfigured.close()
    }
  })

  it('take its families’ payments into its own Khipu account, and nobody else’s', async () => {
    const family = await seedOwingFamily(database.schoolDb(schoolB), [20500])
    payingFamily = family
    const pay = (host: string) =>
      app.inject({
        method: 'POST',
        url: '/api/portal/payments',
        headers: { host },
        payload: {
          invoice_ids: family.ids,
          amount: 20500,
          currency: 'CLP',
          subject: 'Clases de mountain bike',
          payer_rut: family.rut,
        },
        remoteAddress: '10.7.0.1',
      })
    const started = await pay(HOST_B)
    expect(started.statusCode, started.body).toBe(200)
    // The standalone Khipu took it with B's key (it refuses any other), to be told on B's host.
    const [payment] = khipu.payments()
    expect(payment).toMatchObject({ amount: 20500 })
    expect(new URL(payment!.notify_url).host).toBe(HOST_B)

    // The first school, with no key, has only the simulator's, which this Khipu refuses: none
    // of B's settings carry over to it.
    await inSchool(DEFAULT_SCHOOL_ID, async () => {
      expect(currentSettings(config).khipu.apiKey).toBeUndefined()
    })
    expect(khipu.payments()).toHaveLength(1)
  })

  it('give its families their receipt under its name, through a link that opens on its host only', async () => {
    // B's payment above, completed as Khipu's notification leaves it.
    await database.owner.execute(
      sql`update khipu_payments set status = 'completed' where school_id = ${schoolB}`,
    )
    await database.owner.execute(
      sql`update invoices set status = 'paid' where school_id = ${schoolB} and id in
            (select invoice_id from payment_attempts where school_id = ${schoolB})`,
    )
    const [payment] = await queryRows<{ id: string }>(
      database.owner,
      sql`select id::text from khipu_payments where school_id = ${schoolB}`,
    )
    const token = signPersonalLink(config.jwtSecret, payingFamily.guardian.id)
    const exchange = (host: string) =>
      app.inject({ method: 'POST', url: '/api/portal/link', headers: { host }, payload: { token } })
    // B's family's link names no one on A's host.
    expect((await exchange(HOST_A)).statusCode).toBe(404)
    const exchanged = await exchange(HOST_B)
    expect(exchanged.json()).toEqual({ rut: payingFamily.rut })
    const proof = exchanged.cookies.find((cookie) => cookie.name === 'bs_portal')!
    const receipt = await app.inject({
      url: `/api/portal/receipts/${payment!.id}`,
      headers: { host: HOST_B, cookie: `bs_portal=${proof.value}` },
    })
    expect(receipt.json()).toMatchObject({
      school: { name: 'Escuela del Bosque', phone: '+56 9 8765 4321' },
      amount: 20500,
    })
    // Nor does B's proof open B's receipt on A's host.
    const onA = await app.inject({
      url: `/api/portal/receipts/${payment!.id}`,
      headers: { host: HOST_A, cookie: `bs_portal=${proof.value}` },
    })
    expect(onA.statusCode).toBe(404)
  })

  it('issue its boletas as itself, through its own provider account', async () => {
    const runtime = boletaRuntime(config, app.server)
    const [b, a] = await Promise.all([
      inSchoolWithSettings(app.schoolSettings, schoolB, async () => ({
        mode: runtime.mode,
        issuer: currentSettings(config).boletas,
      })),
      inSchoolWithSettings(app.schoolSettings, DEFAULT_SCHOOL_ID, async () => runtime.mode),
    ])
    expect(b.mode).toBe('openfactura')
    expect(b.issuer).toMatchObject({ apiKey: 'clave-openfactura-del-bosque' })
    expect(a).toBe('simulator')
  })

  it('issue its boletas in the job with its own issuer, not the first school’s', async () => {
    await setSettingsOfB({
      SCHOOL_NAME: 'Escuela del Bosque',
      BOLETA_PROVIDER: 'simulator',
      ...B_ISSUER,
    })
    app.schoolSettings.forget()
    // The built-in OpenFactura simulator is reached over HTTP, on the server's own address.
    await app.listen({ port: 0, host: '127.0.0.1' })
    const family = await seedOwingFamily(database.schoolDb(schoolB), [15000])
    await inSchool(schoolB, () =>
      database.db.transaction((tx) =>
        recordManualPayment(
          tx,
          family.ids[0]!,
          { amount: 15000, paid_on: todayInSantiago(), method: 'transfer', reference: null },
          family.guardian.id,
        ),
      ),
    )
    const runtime = boletaRuntime(config, app.server)
    const sent = await inSchoolWithSettings(app.schoolSettings, schoolB, () =>
      drainDueBoletas(database.db, runtime.provider!),
    )
    expect(sent.issued).toBe(1)
    const [document] = runtime.simulator!.all()
    expect(document!.dte.Encabezado.Emisor).toMatchObject({
      RUTEmisor: wireRut(B_ISSUER.SCHOOL_RUT),
      RznSocEmisor: B_ISSUER.SCHOOL_BUSINESS_NAME,
    })
    expect(document!.dte.Encabezado.Receptor.RUTRecep).toBe(wireRut(family.rut))
  })

  it('send its mail through its own SMTP server, under its name; a school with none sends none', async () => {
    const smtp = await startTestSmtp()
    const mailer = smtpMailer(config)
    try {
      await setSettingsOfB({
        SCHOOL_NAME: 'Escuela del Bosque',
        SMTP_URL: smtp.url,
        SMTP_FROM: 'cobros@bosque.cl',
      })
      const [row] = await database.owner
        .select()
        .from(schoolSettings)
        .where(eq(schoolSettings.school_id, schoolB))
      expect(JSON.stringify(row)).not.toContain(smtp.url)
      app.schoolSettings.forget()
      await inSchoolWithSettings(app.schoolSettings, schoolB, async () => {
        expect(mailer.available()).toBe(true)
        await mailer.send({ to: 'familia@correo.cl', subject: 'Hola', text: 'Texto' })
      })
      expect(smtp.received).toHaveLength(1)
      expect(smtp.received[0]).toMatchObject({ to: ['familia@correo.cl'], subject: 'Hola' })
      expect(smtp.received[0]!.raw).toMatch(/^From: Escuela del Bosque <cobros@bosque\.cl>/m)
      // The first school has no SMTP server here, and B's is not its.
      const first = inSchoolWithSettings(app.schoolSettings, DEFAULT_SCHOOL_ID, async () => {
        expect(mailer.available()).toBe(false)
        await mailer.send({ to: 'otra@correo.cl', subject: 'No', text: 'No' })
      })
      await expect(first).rejects.toThrow(/no SMTP server/)
      expect(smtp.received).toHaveLength(1)
    } finally {
      mailer.close()
      await smtp.close()
    }
  })

  it('must be loaded before a school’s work: none goes on with the first school’s', async () => {
    await expect(inSchool(schoolB, async () => currentSettings(config))).rejects.toThrow(
      /were not loaded/,
    )
  })

  it('leave their keys behind when the school is exported', async () => {
    const exported = JSON.parse((await operator('export', schoolB)).join('')) as {
      tables: { school_settings: { plain: Record<string, string>; sealed: string | null }[] }
    }
    const [row] = exported.tables.school_settings
    expect(row!.plain).toMatchObject({ SCHOOL_NAME: 'Escuela del Bosque' })
    expect(row!.sealed).toBeNull()
  })

  it('are read by the school only: the application cannot write them', async () => {
    const write = inSchool(schoolB, () =>
      database.db
        .update(schoolSettings)
        .set({ plain: {} })
        .where(eq(schoolSettings.school_id, schoolB)),
    )
    await expect(write).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/permission denied/) },
    })
  })

  it('leave the simulators on the server’s own address, which is no school’s', async () => {
    const own = { host: '127.0.0.1' }
    const simulator = await app.inject({ method: 'GET', url: '/api/khipu-sim/pay/x', headers: own })
    // The simulator's own answer for a payment it does not hold, not the unknown host's.
    expect(simulator.body).toContain('Pago no encontrado.')
    const school = await app.inject({ url: '/api/public/site', headers: own })
    expect(school.json()).toMatchObject({ code: 'SCHOOL_NOT_FOUND' })
  })
})
