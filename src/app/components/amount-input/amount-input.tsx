// A peso amount typed as Chileans write it: '10.000' appears while typing, the form gets '10000'.
import { useLayoutEffect, useRef, type InputHTMLAttributes } from 'react'
import {
  amountFromText,
  amountText,
  caretAfter,
  isOneKeyEdit,
  markedBefore,
} from './amount-text.ts'

type AmountInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type'
> & {
  /** The plain amount ('10000', '1500.5') or '' when empty. */
  value: string
  onChange: (amount: string) => void
}

export function AmountInput({ value, onChange, ...props }: AmountInputProps) {
  const ref = useRef<HTMLInputElement>(null)
  const caret = useRef<number | null>(null)
  const shown = amountText(value)

  // NOTE: regrouping rewrites the text, which would throw the caret to the end of the field.
  useLayoutEffect(() => {
    const input = ref.current
    const count = caret.current
    caret.current = null
    if (input === null || count === null || document.activeElement !== input) return
    const position = caretAfter(shown, count)
    input.setSelectionRange(position, position)
  }, [shown])

  return (
    <input
      inputMode="decimal"
      autoComplete="off"
      {...props}
      ref={ref}
      type="text"
      value={shown}
      onChange={(event) => {
        const { value: text, selectionStart } = event.target
        caret.current = markedBefore(text, selectionStart ?? text.length)
        onChange(amountFromText(text, { typed: isOneKeyEdit(shown, text) }))
      }}
    />
  )
}
