// The simulator's bank page: plain server-rendered HTML with two forms (no scripts, as the CSP
// forbids inline ones), where a developer approves or rejects a simulated Khipu payment.
import { formatClp } from '#shared/money.ts'
import { simulatorText as t } from '#shared/i18n/payments.ts'
import { isPayableAtBank, type SimulatedPayment } from './simulator-store.ts'

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c)

const STYLE = `body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1f2937}
h1{font-size:1.4rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem}dt{font-weight:600}
form{display:inline-block;margin-right:.75rem}button{font-size:1rem;padding:.6rem 1.4rem;border:0;border-radius:.4rem;cursor:pointer}
.pay{background:#15803d;color:#fff}.reject{background:#b91c1c;color:#fff}.note{color:#6b7280;font-size:.9rem}`

function page(body: string): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(t.title)}</title>
<style>${STYLE}</style></head><body><h1>${escapeHtml(t.title)}</h1>${body}</body></html>`
}

export function bankPage(payment: SimulatedPayment, actionBase: string): string {
  const details = `<dl><dt>${t.subject}</dt><dd>${escapeHtml(payment.subject)}</dd>
<dt>${t.amount}</dt><dd>${escapeHtml(formatClp(payment.amount))} ${escapeHtml(payment.currency)}</dd></dl>`
  const form = (action: string, css: string, label: string) =>
    `<form method="post" action="${escapeHtml(`${actionBase}/${action}`)}"><button class="${css}" type="submit">${escapeHtml(label)}</button></form>`
  const actions = isPayableAtBank(payment)
    ? form('pay', 'pay', t.pay) + form('reject', 'reject', t.reject)
    : payment.status === 'pending'
      ? `<p>${escapeHtml(t.expired)}</p>`
      : payment.status_detail === 'normal'
        ? `<p>${escapeHtml(t.finished)}</p>${form('reverse', 'reject', t.reverse)}`
        : `<p>${escapeHtml(t.finished)}</p>`
  return page(`${details}${actions}<p class="note">${escapeHtml(t.notice)}</p>`)
}

export function notFoundPage(): string {
  return page(`<p>${escapeHtml(t.notFound)}</p>`)
}
