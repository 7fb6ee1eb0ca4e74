/** The school's mark: a wheel under two peaks. Decorative; the name beside it carries the meaning. */
export function BrandMark() {
  return (
    <svg className="brand-mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path d="M2 24 11 9l6 9 4-5 9 11z" fill="currentColor" opacity="0.9" />
      <circle cx="16" cy="25" r="5" fill="none" stroke="currentColor" strokeWidth="2.5" />
    </svg>
  )
}
