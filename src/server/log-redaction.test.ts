import { describe, expect, it } from 'vitest'
import { maskRutsInUrl } from './log-redaction.ts'

describe('maskRutsInUrl', () => {
  it.each([
    ['/api/portal/invoices/12.345.678-5', '/api/portal/invoices/**.***.678-5'],
    ['/api/invoices/12.345.678-5', '/api/invoices/**.***.678-5'],
    ['/api/invoices/12345678-5', '/api/invoices/**.***.678-5'],
    ['/api/invoices/123456785', '/api/invoices/**.***.678-5'],
    ['/api/invoices/12%2E345%2E678-5?x=1', '/api/invoices/**.***.678-5?x=1'],
    ['/payments/9.876.543-K', '/payments/*.***.543-K'],
    ['/api/people?rut=12.345.678-9', '/api/people?rut=**.***.678-9'],
    ['/payments/l/eyJnIjoiYSJ9.abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG', '/payments/l/***'],
  ])('masks %s', (url, masked) => {
    expect(maskRutsInUrl(url)).toBe(masked)
  })

  it.each([
    '/api/invoices/0b9e7c0a-6f51-4a8e-9d62-3c1f2e4d5a60/payments',
    '/api/invoices/preview?billing_period=2026-10',
    '/api/class_sessions?from=2026-10-01&to=2026-10-31',
    '/assets/main-3f9a1c.js',
    '/api/health',
  ])('leaves %s alone', (url) => {
    expect(maskRutsInUrl(url)).toBe(url)
  })
})
