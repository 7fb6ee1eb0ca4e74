// The browser's own install prompt (Chromium's `beforeinstallprompt`), held from the page's start
// until the staff app offers it with its own button (components/install-suggestion/). Only this
// capture loads with every page; the suggestion is in the staff layout's chunk.
import { createListeners } from './listeners.ts'

export interface InstallPromptEvent extends Event {
  prompt: () => Promise<unknown>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

let deferred: InstallPromptEvent | null = null
const changes = createListeners()

/** Keeps the prompt instead of the browser's own bar; forgets it once the app is installed. */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    deferred = event as InstallPromptEvent
    changes.notify()
  })
  window.addEventListener('appinstalled', () => {
    deferred = null
    changes.notify()
  })
}

/** The prompt the browser offered, if any (each prompt can be shown once). */
export const installPrompt = (): InstallPromptEvent | null => deferred

export const subscribeInstallPrompt = changes.subscribe

/** Shows the browser's prompt once; answers whether the user accepted. */
export async function showInstallPrompt(): Promise<boolean> {
  const prompt = deferred
  if (!prompt) return false
  deferred = null
  changes.notify()
  await prompt.prompt()
  const choice = await prompt.userChoice.catch(() => ({ outcome: 'dismissed' as const }))
  return choice.outcome === 'accepted'
}
