// The accessibility check of the browser tests: axe-core run in the page, failing on any serious
// or critical violation.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

/**
 * Runs axe on `selector` (the whole document when omitted) as the page is now and expects no
 * serious or critical violation; `screen` names the screen in the failure message.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  { selector, screen }: { selector?: string; screen?: string } = {},
) {
  // NOTE: evaluated rather than added as a <script>: the app's CSP forbids inline scripts.
  await page.evaluate(AXE_SOURCE)
  const violations = await page.evaluate(async (within) => {
    type AxeResults = {
      violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[]
    }
    const axe = (window as unknown as { axe: { run: (context: unknown) => Promise<AxeResults> } })
      .axe
    const results = await axe.run(within ?? document)
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`)
  }, selector)
  expect(violations, screen).toEqual([])
}
