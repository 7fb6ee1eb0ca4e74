// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { AmountInput } from './amount-input.tsx'

function Form({ initial = '' }: { initial?: string }) {
  const [amount, setAmount] = useState(initial)
  return (
    <>
      <label htmlFor="price">Precio</label>
      <AmountInput id="price" value={amount} onChange={setAmount} />
      <output data-testid="sent">{amount === '' ? 'vacío' : Number(amount)}</output>
    </>
  )
}

afterEach(cleanup)

describe('AmountInput', () => {
  it('groups thousands as they are typed and keeps the plain number', async () => {
    render(<Form />)
    const input = screen.getByLabelText('Precio')
    const user = userEvent.setup()
    await user.type(input, '1')
    expect(input).toHaveProperty('value', '1')
    await user.type(input, '0000')
    expect(input).toHaveProperty('value', '10.000')
    expect(screen.getByTestId('sent').textContent).toBe('10000')
    await user.type(input, '00')
    expect(input).toHaveProperty('value', '1.000.000')
    await user.keyboard('{Backspace}')
    expect(input).toHaveProperty('value', '100.000')
    await user.keyboard('{Backspace}')
    expect(input).toHaveProperty('value', '10.000')
    await user.keyboard('{Backspace}{Backspace}')
    expect(input).toHaveProperty('value', '100')
  })

  it('shows a saved amount grouped and takes decimals after a comma', async () => {
    render(<Form initial="2500" />)
    const input = screen.getByLabelText('Precio')
    expect(input).toHaveProperty('value', '2.500')
    const user = userEvent.setup()
    await user.type(input, ',5')
    expect(input).toHaveProperty('value', '2.500,5')
    expect(screen.getByTestId('sent').textContent).toBe('2500.5')
  })

  it('keeps the caret after the digit typed in the middle', async () => {
    render(<Form initial="1000" />)
    const input = screen.getByLabelText('Precio') as HTMLInputElement
    const user = userEvent.setup()
    // '1.0|00': the caret after the first zero, then a 5.
    await user.click(input)
    input.setSelectionRange(3, 3)
    await user.keyboard('5')
    expect(input.value).toBe('10.500')
    expect(input.selectionStart).toBe(4)
    await user.keyboard('7')
    expect(input.value).toBe('105.700')
  })

  it('reads a pasted 10.5 as ten and a half, not 105', async () => {
    render(<Form />)
    const user = userEvent.setup()
    await user.click(screen.getByLabelText('Precio'))
    await user.paste('10.5')
    expect(screen.getByLabelText('Precio')).toHaveProperty('value', '10,5')
    expect(screen.getByTestId('sent').textContent).toBe('10.5')
  })

  it('accepts a pasted amount with $ and dots', async () => {
    render(<Form />)
    const input = screen.getByLabelText('Precio')
    const user = userEvent.setup()
    await user.click(input)
    await user.paste('$35.000')
    expect(input).toHaveProperty('value', '35.000')
    expect(screen.getByTestId('sent').textContent).toBe('35000')
  })
})
