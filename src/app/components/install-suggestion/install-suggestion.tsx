// The one-time suggestion to install the app, at the top of a teacher's Hoy (where they land after
// signing in; never over a roster): the browser's own prompt behind our button where it offers
// one, the steps by hand on an iPhone. Closed once (either way), it is not shown again on this
// device; installed, never.
import { useState, useSyncExternalStore } from 'react'
import { useLocation } from 'react-router-dom'
import type { StaffRole } from '#shared/roles.ts'
import { uiInstall as t } from '#app/i18n/ui-staff.ts'
import {
  installPrompt,
  showInstallPrompt,
  subscribeInstallPrompt,
} from '#app/lib/install-prompt.ts'
import { landingPath } from '#app/lib/session/landing-path.ts'
import { installOffer } from './install-platform.ts'
import './install-suggestion.css'

/** localStorage: the suggestion was made and closed on this device. */
export const INSTALL_SUGGESTED_KEY = 'install_suggested'

function readDone(): boolean {
  try {
    return localStorage.getItem(INSTALL_SUGGESTED_KEY) === '1'
  } catch {
    return true
  }
}

function runsInstalled(): boolean {
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true
  return standalone || window.matchMedia?.('(display-mode: standalone)').matches === true
}

export function InstallSuggestion({ role }: { role: StaffRole }) {
  const prompt = useSyncExternalStore(subscribeInstallPrompt, installPrompt, () => null)
  const [done, setDone] = useState(readDone)
  const { pathname } = useLocation()
  if (role !== 'teacher' || pathname !== landingPath('teacher')) return null
  const offer = installOffer({
    userAgent: navigator.userAgent,
    standalone: runsInstalled(),
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    hasPrompt: prompt !== null,
    done,
  })
  if (offer === 'none') return null

  const close = () => {
    try {
      localStorage.setItem(INSTALL_SUGGESTED_KEY, '1')
    } catch {
      // Private mode: it shows again next time, nothing worse.
    }
    setDone(true)
  }
  const install = () => void showInstallPrompt().finally(close)

  return (
    <section className="install-suggestion" aria-label={t.label}>
      <p className="install-suggestion-title">{t.title}</p>
      <p className="install-suggestion-text">{offer === 'prompt' ? t.intro : t.iosSteps}</p>
      <div className="install-suggestion-actions">
        {offer === 'prompt' ? (
          <>
            <button type="button" className="btn btn-primary" onClick={install}>
              {t.install}
            </button>
            <button type="button" className="btn btn-secondary" onClick={close}>
              {t.later}
            </button>
          </>
        ) : (
          <button type="button" className="btn btn-primary" onClick={close}>
            {t.understood}
          </button>
        )}
      </div>
    </section>
  )
}
