import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { isGuardianPagePath } from '#shared/guardian-pages.ts'
import { App } from './app.tsx'
import { captureInstallPrompt } from './lib/install-prompt.ts'
import { getSession, subscribeSession } from './lib/session/session-store.ts'
import './styles/global.css'

const root = document.getElementById('root')
if (!root) throw new Error('Missing #root element')

const app = (
  <StrictMode>
    <App />
  </StrictMode>
)
// A public page arrives painted by the server (src/app/ssr.tsx): React takes over the markup that
// is there. Any other page starts empty and is drawn here. A transition: React works in slices of
// a few milliseconds instead of one long task, so a cheap phone's main thread stays free to answer
// (and Lighthouse sees no blocking task).
startTransition(() => {
  if (root.firstElementChild) hydrateRoot(root, app)
  else createRoot(root).render(app)
})

// The browser may offer to install the app before the staff app has loaded: keep that offer for
// the staff app's own suggestion. Not on the guardian's pages (the app is the staff's).
if (!isGuardianPagePath(window.location.pathname)) captureInstallPrompt()

// A page the installed offline app controls looks for a new version of it after load. The app
// itself installs after a staff member's first pull (offline/engine.ts); never from the guardian's
// pages.
window.addEventListener(
  'load',
  () => {
    if (isGuardianPagePath(window.location.pathname) || !navigator.serviceWorker?.controller) return
    void import('./offline/sw-registration.ts').then((m) => m.checkForUpdate())
  },
  { once: true },
)

// The offline store and its sync (DESIGN §6) load only for a signed-in user: the public pages
// stay light. Once started it follows sign-ins and sign-outs by itself.
function startOfflineSyncWhenSignedIn() {
  const start = () => void import('./offline/engine.ts').then((m) => m.startOfflineSync())
  if (getSession()) return start()
  const unsubscribe = subscribeSession(() => {
    if (!getSession()) return
    unsubscribe()
    start()
  })
}
startOfflineSyncWhenSignedIn()
