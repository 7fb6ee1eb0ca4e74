// The school office on a desktop (1440×900) against the real server with the demo school: a cash
// payment, recorded on a cobro only after a confirmation showing what will be recorded (and
// edited once from it), shows as paid in the apoderado's historial, the portal and the
// Resumen mensual, and annulled it is pending again; a group's schedule and price edited on its
// page reach Hoy and the billing preview; a phone pasted in each usual format is stored the same
// way; the Resumen mensual opens on last month with figures that add up.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { InvoiceGeneration } from '#shared/contract/invoices.ts'
import type { Ledger } from '#shared/contract/ledger.ts'
import type { ClassSummary, PaymentSummary } from '#shared/contract/dashboard.ts'
import { WEEKDAY_LABELS, WEEKDAYS } from '#shared/rrule.ts'
import { formatCalendarDay, previousBillingPeriod, todayInSantiago } from '#shared/dates.ts'
import { formatClp } from '#shared/money.ts'
import { expectNoSeriousA11yViolations } from './support/axe.ts'
import { DESKTOP, newContext, PHONE } from './support/browser.ts'
import { rutOf } from './support/people.ts'
import { signIn } from './support/staff.ts'
import { useServerBrowserAndAdmin } from './support/suite.ts'

const suite = useServerBrowserAndAdmin()
const GUARDIAN_RUT = '12.345.678-5'

const pesos = (text: string) => Number(text.replace(/[^\d]/g, ''))

async function signedIn(): Promise<Page> {
  const context = await newContext(suite.browser, suite.server.url, DESKTOP)
  const page = await context.newPage()
  await signIn(page, 'admin@demo.cl')
  return page
}

async function demoGuardian() {
  const supporters = await suite.api<{ id: string; rut: string }[]>('GET', '/supporters')
  return supporters.find((s) => s.rut === GUARDIAN_RUT)!
}

async function portalStatus(maskedRut: string): Promise<string> {
  const context = await newContext(suite.browser, suite.server.url, DESKTOP)
  const page = await context.newPage()
  await page.goto(`/payments/${GUARDIAN_RUT}`)
  const card = page.getByRole('article').filter({ hasText: maskedRut })
  await card.waitFor()
  const status = await card.locator('.badge').innerText()
  await context.close()
  return status
}

describe('the office', () => {
  it('records a cash payment: paid in the historial, the portal and the dashboard; annulled, pending again', async () => {
    const last = previousBillingPeriod()
    const guardian = await demoGuardian()
    const ledger = await suite.api<Ledger>('GET', `/supporters/${guardian.id}/ledger`)
    const invoice = ledger.invoices.find(
      (i) => i.status === 'pending' && i.billing_period === last,
    )!
    const studentName = `${invoice.student.name} ${invoice.student.last_name}`
    const portal = await suite.api<{ id: string; student_rut_masked: string }[]>(
      'GET',
      `/invoices/${GUARDIAN_RUT}`,
    )
    const masked = portal.find((p) => p.id === invoice.id)!.student_rut_masked
    const before = await suite.api<PaymentSummary>(
      'GET',
      `/payments/summary?billing_period=${last}`,
    )

    const page = await signedIn()
    await page.goto(`/supporters/${guardian.id}`)
    const row = page.locator('.person-ledger tr', { hasText: studentName }).filter({
      hasText: formatClp(invoice.total_amount),
    })
    await row.getByRole('link').first().click()
    await page.waitForURL(`**/invoices/${invoice.id}`)
    await page.getByRole('heading', { name: 'Detalle del cobro' }).waitFor()
    expect(await page.getByLabel('Monto').inputValue()).toBe(
      formatClp(invoice.total_amount).slice(1),
    )
    await page.getByLabel('Medio de pago').selectOption('transfer')
    await page.getByLabel('Referencia (opcional)').fill('Recibo 0041')
    await expectNoSeriousA11yViolations(page, { selector: '#main-content' })

    // 'Registrar pago' records nothing yet: it shows what would be recorded.
    const confirmation = page.getByRole('dialog', { name: 'Confirma el pago' })
    const facts = () => confirmation.locator('dd').allInnerTexts()
    const pendingStill = async () =>
      (await suite.api<Ledger>('GET', `/supporters/${guardian.id}/ledger`)).invoices.find(
        (i) => i.id === invoice.id,
      )!
    await page.getByRole('button', { name: 'Registrar pago' }).click()
    await confirmation.waitFor()
    const today = `${formatCalendarDay(todayInSantiago())} (hoy)`
    expect(await facts()).toEqual([
      formatClp(invoice.total_amount),
      'Transferencia',
      today,
      'Recibo 0041',
    ])
    await expectNoSeriousA11yViolations(page)
    expect((await pendingStill()).status).toBe('pending')

    // 'Volver' goes back to the form to correct it; the confirmation shows the correction.
    await confirmation.getByRole('button', { name: 'Volver' }).click()
    await confirmation.waitFor({ state: 'hidden' })
    expect((await pendingStill()).status).toBe('pending')
    await page.getByLabel('Medio de pago').selectOption('cash')
    await page.getByLabel('Referencia (opcional)').fill('Recibo 0042')
    await page.getByRole('button', { name: 'Registrar pago' }).click()
    await confirmation.waitFor()
    expect(await facts()).toEqual([
      formatClp(invoice.total_amount),
      'Efectivo',
      today,
      'Recibo 0042',
    ])
    await confirmation.getByRole('button', { name: 'Confirmar' }).click()
    await page.getByText('Pago registrado: el cobro quedó pagado.').waitFor()
    const recorded = await pendingStill()
    expect(recorded.status).toBe('paid')
    expect(recorded.manual_payments.map((p) => [p.method, p.reference])).toEqual([
      ['cash', 'Recibo 0042'],
    ])
    await page.getByText(/^con Efectivo, el \d{2}-\d{2}-\d{4}$/).waitFor()

    // The historial, the portal and the dashboard say so.
    await page.goto(`/supporters/${guardian.id}`)
    await row.getByText('Pagado (Efectivo)').waitFor()
    expect(await portalStatus(masked)).toBe('Pagado')
    await page.goto('/dashboard')
    const cash = page
      .locator('.stat-card', { hasText: 'Pagos completados: Efectivo' })
      .locator('dd')
    await expect
      .poll(() => cash.innerText())
      .toBe(formatClp(before.paid_by_method.cash + invoice.total_amount))

    // Annulled with a reason: kept, marked, and the cobro is pending again everywhere.
    await page.goto(`/invoices/${invoice.id}`)
    await page.getByRole('button', { name: /^Anular el pago de/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Anular pago' })
    await dialog.getByRole('button', { name: 'Anular pago' }).click()
    await dialog.getByText('Escribe el motivo de la anulación.').waitFor()
    await dialog.getByLabel('Motivo de la anulación').fill('El billete era falso')
    await dialog.getByRole('button', { name: 'Anular pago' }).click()
    await page.getByText('Pago anulado: el cobro volvió a estar pendiente.').waitFor()
    await page.getByText(/Anulado el .* El billete era falso/).waitFor()
    await page.getByRole('heading', { name: 'Registrar pago' }).waitFor()
    expect(await portalStatus(masked)).toBe('Pendiente')
    const after = await suite.api<PaymentSummary>('GET', `/payments/summary?billing_period=${last}`)
    expect(after.paid_by_method.cash).toBe(before.paid_by_method.cash)
    await page.context().close()
  })

  /** A demo guardian other than the portal's, with a pending cobro of last month. */
  async function otherGuardianOwing(skip: string[] = []) {
    const last = previousBillingPeriod()
    const supporters = await suite.api<{ id: string; rut: string }[]>('GET', '/supporters')
    for (const supporter of supporters) {
      if (supporter.rut === GUARDIAN_RUT || skip.includes(supporter.rut)) continue
      const ledger = await suite.api<Ledger>('GET', `/supporters/${supporter.id}/ledger`)
      const invoice = ledger.invoices.find(
        (i) => i.status === 'pending' && i.billing_period === last,
      )
      if (invoice) return { guardian: supporter, invoice }
    }
    throw new Error('no demo guardian owes last month')
  }

  /** The guardian opens the portal on their phone and presses 'Pagar ahora': the bank page. */
  async function guardianAtBank(guardianRut: string, invoiceId: string) {
    const context = await newContext(suite.browser, suite.server.url, PHONE)
    const page = await context.newPage()
    await page.goto(`/payments/${guardianRut}#cobro-${invoiceId}`)
    await page.locator(`#cobro-${invoiceId}`).getByRole('button', { name: 'Pagar ahora' }).click()
    await page.waitForURL('**/khipu-sim/pay/**')
    return page
  }

  it('a Khipu payment someone opened does not block the office: recording cash cancels it at Khipu first', async () => {
    const { guardian, invoice } = await otherGuardianOwing()
    const bank = await guardianAtBank(guardian.rut, invoice.id)
    const bankUrl = bank.url()

    const page = await signedIn()
    await page.goto(`/invoices/${invoice.id}`)
    await page.getByRole('heading', { name: 'Detalle del cobro' }).waitFor()
    await page.getByRole('button', { name: 'Registrar pago' }).click()
    await page
      .getByRole('dialog', { name: 'Confirma el pago' })
      .getByRole('button', { name: 'Confirmar' })
      .click()
    await page.getByText('Pago registrado: el cobro quedó pagado.').waitFor()
    // The attempt is listed as cancelled at Khipu, with why.
    await page
      .getByText('Anulado en Khipu: la escuela registró el pago de este cobro por otro medio.')
      .waitFor()

    // The guardian's bank page can no longer collect it.
    await bank.goto(bankUrl)
    await bank.getByText('Pago no encontrado.').waitFor()
    await bank.context().close()
    await page.context().close()
  })

  it('a payment the bank reverses comes back pending and is shown to the office until seen', async () => {
    const { guardian, invoice } = await otherGuardianOwing()
    const bank = await guardianAtBank(guardian.rut, invoice.id)
    const bankUrl = bank.url()
    await bank.getByRole('button', { name: 'Pagar', exact: true }).click()
    await bank.waitForURL('**/payments-return/**')
    await bank.getByText('Pago verificado con éxito.').waitFor()
    // Days later the payer's bank takes the money back (the simulator's 'Revertir').
    await bank.goto(bankUrl)
    await bank.getByRole('button', { name: /^Revertir/ }).click()
    await bank.goto(`/payments-return/${invoice.id}`)
    await bank
      .getByText('El banco revirtió este pago: el cobro volvió a quedar pendiente.')
      .waitFor()
    await bank.context().close()

    const page = await signedIn()
    await page.goto('/invoices')
    const review = page.getByRole('region', { name: /^Dinero por revisar/ })
    const item = review.getByRole('listitem').filter({ hasText: 'Revertido por el banco' })
    await item.waitFor()
    expect(await item.innerText()).toContain(formatClp(invoice.total_amount))
    await expectNoSeriousA11yViolations(page, { selector: '#main-content' })
    await item.getByRole('button', { name: 'Entendido' }).click()
    await item.waitFor({ state: 'detached' })
    await review.getByText('Resueltos recientemente').click()
    await review.getByText(/Visto/).waitFor()
    const ledger = await suite.api<Ledger>('GET', `/supporters/${guardian.id}/ledger`)
    expect(ledger.invoices.find((i) => i.id === invoice.id)!.status).toBe('pending')
    await page.context().close()
  })

  it("edits a group's schedule and price: Hoy and the billing preview follow", async () => {
    const last = previousBillingPeriod()
    const today = todayInSantiago()
    const weekday = WEEKDAYS[(new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7]!
    const group = await suite.api<{ id: string }>('POST', '/groups', {
      name: 'Grupo Oficina',
      start_date: `${last}-01`,
      rrule: `FREQ=WEEKLY;BYDAY=${weekday === 'MO' ? 'TU' : 'MO'};BYHOUR=9`,
    })
    const student = await suite.api<{ id: string }>('POST', '/students', {
      name: 'Tomás',
      last_name: 'Oficina',
      rut: rutOf(31555444),
      email: 'tomas.oficina@correo.cl',
      phone: '+56 9 5555 4444',
      birth_date: '2014-03-03',
      supporter: {
        name: 'Paula',
        last_name: 'Oficina',
        rut: rutOf(16555444),
        email: 'paula.oficina@correo.cl',
        phone: '+56 9 5555 3333',
      },
    })
    const session = await suite.api<{ id: string }>('POST', '/class_sessions', {
      session_date: `${last}-10T10:00:00-03:00`,
      class_type: 'group',
      group_id: group.id,
    })
    await suite.api('POST', `/class_sessions/${session.id}/students`, [{ student_id: student.id }])

    const page = await signedIn()
    await page.goto(`/groups/${group.id}`)
    await page.getByRole('button', { name: 'Editar grupo' }).click()
    const form = page.locator('form', { hasText: 'Editar grupo' })
    for (const day of WEEKDAYS) {
      const box = form.getByRole('checkbox', { name: WEEKDAY_LABELS[day] })
      if ((await box.isChecked()) !== (day === weekday)) await box.click()
    }
    await form.getByLabel('Hora de la clase').fill('23:50')
    await form.getByLabel('Precio por clase (opcional)').fill('12345')
    await form.getByLabel('Vigente desde').fill(`${last}-01`)
    await form.getByRole('button', { name: 'Guardar cambios' }).click()
    await page.getByText('Grupo actualizado.').waitFor()

    // Hoy offers the group's class at its new time.
    await page.goto('/today')
    await page
      .locator('.today-list')
      .first()
      .locator('li', { hasText: 'Grupo Oficina' })
      .getByText('23:50')
      .waitFor()

    // The billing preview of last month bills the class at the new price.
    const preview = await suite.api<InvoiceGeneration>(
      'GET',
      `/invoices/preview?billing_period=${last}`,
    )
    const change = preview.changes.find((c) => c.student.id === student.id)!
    expect(change.line_items.map((l) => l.description).join(' ')).toContain('1 × $12.345')
    await page.goto('/invoices')
    await page.getByLabel('Mes a cobrar').selectOption(last)
    await page.getByRole('button', { name: 'Vista previa' }).click()
    await page
      .locator('.billing-preview tr', { hasText: 'Tomás Oficina' })
      .getByText(formatClp(change.total_amount))
      .waitFor()
    await page.context().close()
  })

  it('accepts a phone pasted in each usual format and stores it the same way', async () => {
    const page = await signedIn()
    const formats = ['+56 9 8123 4567', '981234567', '9 8123 4567']
    for (const [index, pasted] of formats.entries()) {
      const personRut = rutOf(17333000 + index)
      await page.goto('/supporters')
      await page.getByRole('button', { name: 'Agregar apoderado' }).click()
      await page.getByLabel('Nombre', { exact: true }).fill('Teléfono')
      await page.getByLabel('Apellido', { exact: true }).fill(`Pegado ${index + 1}`)
      await page.getByLabel('Correo electrónico', { exact: true }).fill(`pegado${index}@correo.cl`)
      await page.getByLabel('RUT', { exact: true }).fill(personRut)
      const phone = page.getByLabel('Teléfono')
      await phone.focus()
      await page.keyboard.press('ControlOrMeta+a')
      await page.keyboard.insertText(pasted)
      await page.getByRole('button', { name: 'Crear usuario' }).click()
      await page.getByText('¡Usuario creado exitosamente!').waitFor()
      const created = (await suite.api<{ id: string; rut: string }[]>('GET', '/supporters')).find(
        (s) => s.rut === personRut,
      )!
      const stored = await suite.api<{ phone: string | null }>('GET', `/supporters/${created.id}`)
      expect(stored.phone, pasted).toBe('+56981234567')
    }
    await page.context().close()
  })

  it('opens the Resumen mensual on last month with figures that add up', async () => {
    const last = previousBillingPeriod()
    const page = await signedIn()
    await page.goto('/dashboard')
    const select = page.getByLabel('Mes', { exact: true })
    expect(await select.inputValue()).toBe(last)
    const figure = (label: string) =>
      page.locator('.stat-card', { has: page.getByText(label, { exact: true }) }).locator('dd')
    await figure('Total facturado').waitFor()
    const [billed, pending, paid] = (await Promise.all(
      ['Total facturado', 'Pagos pendientes', 'Pagos completados'].map(async (label) =>
        pesos(await figure(label).innerText()),
      ),
    )) as [number, number, number]
    expect(billed).toBeGreaterThan(0)
    expect(pending + paid).toBe(billed)
    const byMethod = await Promise.all(
      ['Khipu', 'Efectivo', 'Transferencia'].map(async (method) =>
        pesos(await figure(`Pagos completados: ${method}`).innerText()),
      ),
    )
    expect(byMethod.reduce((a, b) => a + b, 0)).toBe(paid)

    const table = page.getByRole('table', { name: 'Clases por grupo' })
    const counts = (await table.locator('tbody td').allInnerTexts()).map(Number)
    const total = Number(await table.locator('tfoot td').innerText())
    const classes = await suite.api<ClassSummary>(
      'GET',
      `/class_sessions/summary?billing_period=${last}`,
    )
    expect(total).toBe(classes.totalClasses)
    expect(counts.reduce((a, b) => a + b, 0)).toBe(total)
    await expectNoSeriousA11yViolations(page, { selector: '#main-content' })
    await page.context().close()
  })
})
