// The clients of the many-schools bursts, run in a child process so they do not share the
// server's event loop: `tsx burst-client.ts < spec.json` reads one BurstSpec on stdin and prints
// one JSON line of what each client saw. Phones push their outbox and pull, all at once;
// guardians look up their RUT, start a Khipu payment, pay at the bank (Khipu notifies the app)
// and come back to the portal's return page.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { SyncPushBody, SyncPushResponse } from '#shared/contract/sync-push.ts'
import { hostRequest, jsonOf, type HostResponse } from './host-http.ts'

/** A teacher's phone back online: its token and cursor, and the outbox it sends in one push. */
export interface PhoneSpec {
  host: string
  /** The school's Wi-Fi address (X-Forwarded-For; the server trusts its proxy). */
  ip: string
  token: string
  cursor: string
  push: SyncPushBody
  /** The classes the push creates: the pull after it must hold them. */
  createdSessionIds: string[]
}

export interface GuardianSpec {
  host: string
  ip: string
  rut: string
}

export type BurstSpec =
  | { kind: 'phones'; url: string; phones: PhoneSpec[] }
  | {
      kind: 'guardians'
      url: string
      concurrency: number
      guardians: GuardianSpec[]
    }

export interface PhoneOutcome {
  pushMs: number
  pullMs: number
  applied: number
  /** Of its created classes, how many its own pull returned. */
  seenInPull: number
  error?: string
}

/** A guardian's requests, each timed (absent once the flow stopped before it). */
export interface GuardianOutcome {
  lookupMs?: number
  startMs?: number
  /** Khipu's bank page 'Pagar': it notifies the school's app and waits for its answer. */
  bankMs?: number
  returnMs?: number
  invoices: number
  paid: boolean
  error?: string
}

export type BurstResult =
  | { kind: 'phones'; wallMs: number; phones: PhoneOutcome[] }
  | { kind: 'guardians'; wallMs: number; guardians: GuardianOutcome[] }

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

async function phone(url: string, spec: PhoneSpec): Promise<PhoneOutcome> {
  const outcome: PhoneOutcome = { pushMs: 0, pullMs: 0, applied: 0, seenInPull: 0 }
  const headers = { ...bearer(spec.token), 'x-forwarded-for': spec.ip }
  try {
    const pushed = await hostRequest({
      method: 'POST',
      url: `${url}/api/sync/push`,
      host: spec.host,
      headers,
      body: spec.push,
    })
    outcome.pushMs = pushed.ms
    const results = jsonOf<SyncPushResponse>(pushed, 'push').results
    outcome.applied = results.filter((r) => r.status === 'applied').length
    const query = new URLSearchParams({ cursor: spec.cursor, device: spec.push.deviceId })
    const pulled = await hostRequest({ url: `${url}/api/sync?${query}`, host: spec.host, headers })
    outcome.pullMs = pulled.ms
    const sessions = jsonOf<{ class_sessions: { id: string }[] }>(pulled, 'pull').class_sessions
    const ids = new Set(sessions.map((s) => s.id))
    outcome.seenInPull = spec.createdSessionIds.filter((id) => ids.has(id)).length
  } catch (error) {
    outcome.error = (error as Error).message
  }
  return outcome
}

interface PortalInvoice {
  id: string
  total_amount: number
  payable: boolean
}

async function guardian(
  spec: Extract<BurstSpec, { kind: 'guardians' }>,
  who: GuardianSpec,
): Promise<GuardianOutcome> {
  const outcome: GuardianOutcome = { invoices: 0, paid: false }
  const school = (path: string, rest: { method?: 'POST'; body?: unknown } = {}) =>
    hostRequest({
      url: `${spec.url}${path}`,
      host: who.host,
      headers: { 'x-forwarded-for': who.ip },
      ...rest,
    })
  const timed = async (key: keyof GuardianOutcome, request: Promise<HostResponse>) => {
    const response = await request
    ;(outcome as unknown as Record<string, number>)[key] = response.ms
    return response
  }
  try {
    const found = await timed(
      'lookupMs',
      school(`/api/portal/invoices/${encodeURIComponent(who.rut)}`),
    )
    const payable = jsonOf<PortalInvoice[]>(found, 'lookup').filter((i) => i.payable)
    outcome.invoices = payable.length
    if (payable.length === 0) throw new Error('no payable invoice')
    const started = await timed(
      'startMs',
      school('/api/portal/payments', {
        method: 'POST',
        body: {
          invoice_ids: payable.map((i) => i.id),
          amount: payable.reduce((sum, i) => sum + i.total_amount, 0),
          currency: 'CLP',
          payer_rut: who.rut,
        },
      }),
    )
    const bankPage = jsonOf<{ simplified_transfer_url: string }>(
      started,
      'start',
    ).simplified_transfer_url
    const bank = await timed('bankMs', hostRequest({ method: 'POST', url: `${bankPage}/pay` }))
    if (bank.status !== 303) throw new Error(`bank: ${bank.status}`)
    const back = await timed('returnMs', school(`/api/portal/invoices/${payable[0]!.id}/payments`))
    const attempts = jsonOf<{ payment_status: string }[]>(back, 'return page')
    outcome.paid = attempts.some((a) => a.payment_status === 'completed')
  } catch (error) {
    outcome.error = (error as Error).message
  }
  return outcome
}

export async function runBurst(spec: BurstSpec): Promise<BurstResult> {
  const started = performance.now()
  if (spec.kind === 'phones') {
    const phones = await Promise.all(spec.phones.map((p) => phone(spec.url, p)))
    return { kind: 'phones', wallMs: performance.now() - started, phones }
  }
  const guardians: GuardianOutcome[] = []
  let next = 0
  const worker = async () => {
    while (next < spec.guardians.length) {
      const who = spec.guardians[next++]!
      guardians.push(await guardian(spec, who))
    }
  }
  await Promise.all(Array.from({ length: spec.concurrency }, worker))
  return { kind: 'guardians', wallMs: performance.now() - started, guardians }
}

const BURST_CLIENT = fileURLToPath(import.meta.url)

/** Runs `spec` in a child process of this module and answers what it printed. */
export function burstInChild<K extends BurstSpec['kind']>(
  spec: Extract<BurstSpec, { kind: K }>,
): Promise<Extract<BurstResult, { kind: K }>> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', BURST_CLIENT], {
      stdio: ['pipe', 'pipe', 'inherit'],
    })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) => {
      const line = out.trim().split('\n').at(-1)
      if (code !== 0 || !line) reject(new Error(`burst client exited with ${code}`))
      else resolve(JSON.parse(line) as Extract<BurstResult, { kind: K }>)
    })
    child.stdin.end(JSON.stringify(spec))
  })
}

/** A school's Wi-Fi address: its phones share it (X-Forwarded-For, behind the trusted proxy). */

if (import.meta.url === `file://${process.argv[1]}`) {
  const chunks: Buffer[] = []
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer)
  const result = await runBurst(JSON.parse(Buffer.concat(chunks).toString('utf8')) as BurstSpec)
  process.stdout.write(`${JSON.stringify(result)}\n`)
}
