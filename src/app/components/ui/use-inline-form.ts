import { useState } from 'react'

/** A list screen's inline create form: whether it is open, and whether it has just saved. */
export interface InlineForm {
  open: boolean
  created: boolean
  /** 'Agregar …' / 'Cerrar formulario': also clears the last success message. */
  toggle: () => void
  /** Closes the form and shows the success message. */
  onCreated: () => void
}

export function useInlineForm(initiallyOpen = false): InlineForm {
  const [open, setOpen] = useState(initiallyOpen)
  const [created, setCreated] = useState(false)
  return {
    open,
    created,
    toggle: () => {
      setOpen((isOpen) => !isOpen)
      setCreated(false)
    },
    onCreated: () => {
      setOpen(false)
      setCreated(true)
    },
  }
}
