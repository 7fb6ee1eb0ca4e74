import { describe, expect, it } from 'vitest'
import { boletaItems, boletaTypeOf, type PaidInvoice } from './boleta-items.ts'

const sofia: PaidInvoice = {
  billing_period: '2026-11',
  student_name: 'Sofía Pérez',
  lines: [
    {
      description: 'Clases grupales: 4 × $10.000 (martes 3 y jueves 5 de noviembre)',
      amount: 40000,
    },
    { description: 'Descuento 10 % (4 clases)', amount: -4000 },
    { description: 'Transporte: 2 × $3.000', amount: 6000, exempt: false },
  ],
  paid: 42000,
}

describe('boletaItems', () => {
  it('lists each line with the child, discounts taken off the class line, without dates', () => {
    expect(boletaItems([sofia])).toEqual([
      {
        name: 'Clases grupales: 4 × $10.000 — Sofía Pérez',
        quantity: 1,
        unitPrice: 36000,
        exempt: true,
      },
      { name: 'Transporte: 2 × $3.000 — Sofía Pérez', quantity: 1, unitPrice: 6000, exempt: false },
    ])
  })

  it('reads a family payment child by child', () => {
    const tomas: PaidInvoice = {
      billing_period: '2026-11',
      student_name: 'Tomás Pérez',
      lines: [{ description: 'Clases grupales: 2 × $10.000', amount: 20000 }],
      paid: 20000,
    }
    const items = boletaItems([sofia, tomas])
    expect(items.map((item) => item.name)).toEqual([
      'Clases grupales: 4 × $10.000 — Sofía Pérez',
      'Transporte: 2 × $3.000 — Sofía Pérez',
      'Clases grupales: 2 × $10.000 — Tomás Pérez',
    ])
    expect(items.reduce((sum, item) => sum + item.unitPrice, 0)).toBe(62000)
  })

  it('takes a discount larger than one line off the next, never below zero', () => {
    const items = boletaItems([
      {
        billing_period: '2026-11',
        student_name: 'Ana',
        lines: [
          { description: 'Clases grupales', amount: 3000 },
          { description: 'Clases particulares', amount: 2000 },
          { description: 'Descuento', amount: -4000 },
        ],
        paid: 1000,
      },
    ])
    expect(items).toEqual([
      { name: 'Clases particulares — Ana', quantity: 1, unitPrice: 1000, exempt: true },
    ])
  })

  it('makes one item of what was paid when it differs from the lines', () => {
    expect(boletaItems([{ ...sofia, paid: 50000 }])).toEqual([
      {
        name: 'Cobro de noviembre de 2026 — Sofía Pérez',
        quantity: 1,
        unitPrice: 50000,
        exempt: false,
      },
    ])
  })
})

describe('boletaTypeOf', () => {
  it('is a boleta exenta (41) only when every item is exempt', () => {
    expect(boletaTypeOf([{ exempt: true }, { exempt: true }])).toBe(41)
    expect(boletaTypeOf([{ exempt: true }, { exempt: false }])).toBe(39)
  })

  it('reads an invoice billed before lines carried the flag as exento, transport included', () => {
    const old: PaidInvoice = {
      ...sofia,
      lines: sofia.lines.map(({ description, amount }) => ({ description, amount })),
    }
    const items = boletaItems([old])
    expect(items.map((item) => item.exempt)).toEqual([true, true])
    expect(boletaTypeOf(items)).toBe(41)
    expect(boletaTypeOf(boletaItems([sofia]))).toBe(39)
  })
})
