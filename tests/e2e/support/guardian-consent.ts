// A demo guardian's signature of the school's documents, reached the way the school reaches them:
// an admin sends a WhatsApp reminder (POST /reminders/send), whose text carries the guardian's
// personal link; the guardian opens it and signs on the documents page of the portal, or, for
// tests about what a signature unlocks, through the portal API that page calls.
import type { Page } from 'playwright-core'
import type { PortalConsents, SignConsentsBody } from '#shared/contract/consent.ts'
import type { DocumentKind } from '#shared/documents.ts'
import type { AdminRequest } from './staff.ts'

export interface Person {
  id: string
  name: string
  last_name: string
}

/** A demo guardian with a single child, so what they sign is for that child alone. */
export interface Family {
  guardian: Person & { rut: string }
  child: Person
}

/**
 * `count` demo guardians with one child each who owe something (so a reminder may go out to
 * them) and have a mobile phone (so it may go by WhatsApp).
 */
export async function onlyChildFamilies(
  api: { request: AdminRequest },
  count = 1,
): Promise<Family[]> {
  const { guardians } = await api.request<{
    guardians: { guardian: Person; phone: string | null }[]
  }>('GET', '/reminders')
  // Those who owe include adult students paying for themselves: not guardians.
  const supporters = new Set(
    (await api.request<{ id: string }[]>('GET', '/supporters')).map((s) => s.id),
  )
  const families: Family[] = []
  for (const { guardian, phone } of guardians) {
    if (!phone || !supporters.has(guardian.id)) continue
    const detail = await api.request<Person & { rut: string; supported_students: Person[] }>(
      'GET',
      `/supporters/${guardian.id}`,
    )
    const [child, ...more] = detail.supported_students
    if (!child || more.length > 0) continue
    const { id, name, last_name, rut } = detail
    families.push({ guardian: { id, name, last_name, rut }, child })
    if (families.length === count) return families
  }
  throw new Error(`fewer than ${count} owing guardians with one child in the demo school`)
}

/** The personal link (an absolute URL) of the WhatsApp reminder an admin sends the guardian. */
export async function personalLinkOfReminder(
  api: { request: AdminRequest },
  guardianId: string,
): Promise<string> {
  const { results } = await api.request<{ results: { whatsapp_url: string | null }[] }>(
    'POST',
    '/reminders/send',
    { guardian_id: guardianId, channel: 'whatsapp' },
  )
  const chat = results[0]?.whatsapp_url
  const text = chat ? (new URL(chat).searchParams.get('text') ?? '') : ''
  const link = /https?:\/\/\S+\/payments\/l\/\S+/.exec(text)?.[0]
  if (!link) throw new Error(`no personal link in the reminder: ${text}`)
  return link
}

const fullName = (person: Person) => `${person.name} ${person.last_name}`

/**
 * On the guardian's own phone: follows the personal link, goes from the invoices' notice to the
 * documents, accepts those titled `titles` (each card's checkbox), signs with their full name and
 * RUT (typed without dots) and waits for the page to confirm it.
 */
export async function signOnDocumentsPage(
  page: Page,
  link: string,
  family: Family,
  titles: string[],
) {
  await page.goto(link)
  await page.waitForURL(`**/payments/${family.guardian.rut}`)
  await page
    .getByRole('region', { name: 'Tiene documentos por firmar' })
    .getByRole('link', { name: 'Leer y firmar' })
    .click()
  await page.waitForURL('**/payments/documents')
  for (const title of titles) {
    await page.getByRole('region', { name: title }).getByRole('checkbox').check()
  }
  await page.getByLabel('Nombre completo').fill(fullName(family.guardian))
  await page.getByLabel('Su RUT').fill(family.guardian.rut.replaceAll('.', ''))
  const firstName = family.child.name.split(' ')[0]!
  await page.getByRole('button', { name: `Firmar por ${firstName}`, exact: true }).click()
  await page.getByRole('status').filter({ hasText: 'Listo. Quedó firmado:' }).waitFor()
}

/**
 * What signOnDocumentsPage does, through the API the documents page calls: the personal link
 * redeemed for the portal's proof, the versions in force read, and `kinds` accepted for the child.
 */
export async function acceptThroughPortalApi(
  serverUrl: string,
  link: string,
  family: Family,
  kinds: DocumentKind[],
) {
  const json = { 'content-type': 'application/json', origin: serverUrl }
  const token = new URL(link).pathname.split('/').pop()
  const recognised = await fetch(`${serverUrl}/api/portal/link`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ token }),
  })
  if (!recognised.ok) throw new Error(`POST /portal/link: ${recognised.status}`)
  const proof = recognised.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .find((cookie) => cookie.startsWith('bs_portal='))
  if (!proof) throw new Error('the personal link did not set the portal proof')

  const read = await fetch(`${serverUrl}/api/portal/consents`, {
    headers: { origin: serverUrl, cookie: proof },
  })
  if (!read.ok) throw new Error(`GET /portal/consents: ${read.status}`)
  const { documents } = (await read.json()) as PortalConsents
  const body: SignConsentsBody = {
    signer_name: fullName(family.guardian),
    signer_rut: family.guardian.rut,
    children: [
      {
        student_id: family.child.id,
        answers: kinds.map((kind) => {
          const version = documents.find((doc) => doc.kind === kind)
          if (!version) throw new Error(`no ${kind} in force`)
          return { kind, content_hash: version.content_hash, accepted: true }
        }),
      },
    ],
  }
  const signed = await fetch(`${serverUrl}/api/portal/consents`, {
    method: 'POST',
    headers: { ...json, cookie: proof },
    body: JSON.stringify(body),
  })
  if (!signed.ok) throw new Error(`POST /portal/consents: ${signed.status} ${await signed.text()}`)
}
