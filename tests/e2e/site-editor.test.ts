// Sitio web in Chromium against the real server with the demo school: an admin changes the home
// page's title and visitors read it; a text file chosen as a photo is refused in Spanish; the
// editor passes axe-core; the demo's instructors who agreed show on /instructors.
import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { siteMessages } from '#shared/i18n/site.ts'
import { expectNoSeriousA11yViolations } from './support/axe.ts'
import { newContext, PHONE } from './support/browser.ts'
import { DEMO_ADMIN, signIn } from './support/staff.ts'
import { useServerAndBrowser } from './support/suite.ts'

const suite = useServerAndBrowser()

describe('Sitio web', () => {
  it('an admin edits the home title and visitors see it; a text file is refused as a photo', async () => {
    const context = await newContext(suite.browser, suite.server.url)
    const page = await context.newPage()
    await signIn(page, DEMO_ADMIN)
    await page.goto('/site/home')
    const title = page.getByLabel('Título principal')
    await title.fill('Pedalea con nosotros en el cerro')
    await page.getByRole('button', { name: 'Guardar' }).click()
    await page.getByRole('status').filter({ hasText: 'Se guardó la sección Inicio' }).waitFor()
    await expectNoSeriousA11yViolations(page, { selector: '#main-content' })

    const file = join(tmpdir(), `no-es-foto-${process.pid}.png`)
    writeFileSync(file, 'hola, no soy una foto')
    await page.getByLabel('Foto principal').setInputFiles(file)
    await expect
      .poll(() => page.getByRole('alert').first().innerText())
      .toBe(siteMessages.imageNotAnImage)

    const visitor = await (await newContext(suite.browser, suite.server.url, PHONE)).newPage()
    await visitor.goto('/')
    await expect
      .poll(() => visitor.getByRole('heading', { level: 1 }).innerText())
      .toBe('Pedalea con nosotros en el cerro')
    await visitor.goto('/instructors')
    await visitor.getByRole('heading', { name: 'Diego Fuentes' }).waitFor()
    expect(await visitor.getByRole('heading', { name: 'Camila Rojas' }).isVisible()).toBe(true)
    await context.close()
    await visitor.context().close()
  })
})
