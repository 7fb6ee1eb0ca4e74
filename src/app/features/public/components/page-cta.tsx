import { Link } from 'react-router-dom'

interface PageCtaProps {
  /** The sentence before the button. */
  text: string
  to: string
  label: string
  /** The button's colour: the accent, or the payments' own. */
  tone?: 'accent' | 'pay'
}

/** A closing line of a public page: a sentence and the button that acts on it. */
export function PageCta({ text, to, label, tone = 'accent' }: PageCtaProps) {
  return (
    <p className="page-cta">
      {text}{' '}
      <Link to={to} className={`btn btn-${tone}`}>
        {label}
      </Link>
    </p>
  )
}
