import { useState, type KeyboardEvent } from 'react'
import { Link, NavLink } from 'react-router-dom'
import { ui } from '#app/i18n/ui.ts'
import { BrandMark } from '#app/components/ui/brand-mark.tsx'
import { school } from '#app/lib/school.ts'
import { PUBLIC_LINKS } from './public-links.ts'

const linkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'nav-link active' : 'nav-link'

/** Fixed top bar; below the large breakpoint the links fold behind a hamburger button. */
export function PublicHeader() {
  const [open, setOpen] = useState(false)
  const close = () => setOpen(false)
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close()
  }

  return (
    <header className="site-header">
      <nav className="site-nav" aria-label={ui.nav.main} onKeyDown={onKeyDown}>
        <Link to="/" className="brand" onClick={close}>
          <BrandMark />
          <span className="brand-name">{school.name}</span>
        </Link>
        <button
          type="button"
          className="nav-toggle"
          aria-expanded={open}
          aria-controls="site-menu"
          aria-label={open ? ui.nav.closeMenu : ui.nav.openMenu}
          onClick={() => setOpen((value) => !value)}
        >
          <span className="nav-toggle-bar" />
          <span className="nav-toggle-bar" />
          <span className="nav-toggle-bar" />
        </button>
        <ul id="site-menu" className={open ? 'nav-links open' : 'nav-links'}>
          {PUBLIC_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end className={linkClass} onClick={close}>
                {link.label}
              </NavLink>
            </li>
          ))}
          <li>
            <NavLink to="/login" end className={linkClass} onClick={close}>
              {ui.nav.login}
            </NavLink>
          </li>
          <li>
            <NavLink to="/trial-class" className="btn btn-accent nav-button" onClick={close}>
              {ui.nav.trial}
            </NavLink>
          </li>
          <li>
            <NavLink to="/payments" className="btn btn-pay nav-button" onClick={close}>
              {ui.nav.payments}
            </NavLink>
          </li>
        </ul>
      </nav>
    </header>
  )
}
