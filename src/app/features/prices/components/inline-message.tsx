/** A section's answer to the last save: success as a polite status, failure as an alert. */
export interface Flash {
  tone: 'ok' | 'error'
  text: string
}

export function InlineMessage({ flash, id }: { flash: Flash | null; id?: string }) {
  if (!flash) return null
  return flash.tone === 'ok' ? (
    <p id={id} className="form-success price-message" role="status">
      {flash.text}
    </p>
  ) : (
    <p id={id} className="form-error price-message" role="alert">
      {flash.text}
    </p>
  )
}
