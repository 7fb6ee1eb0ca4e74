// Registers the service worker (production builds only) with workbox-window and tells the update
// prompt when a new version is waiting; "Actualizar" lets it take over and reloads once it does.
// The offline app installs after a staff member's first pull (engine.ts): on a phone with one bar
// of signal its download never competes with signing in and the first Hoy. An admin's device
// keeps the admins' screens too (`?for=office`, scripts/precache-plan.ts), and keeps them after.
import { Workbox } from 'workbox-window'
import { createListeners } from '#app/lib/listeners.ts'
import { SW_FOR_OFFICE, SW_FOR_PARAM } from './sw-messages.ts'

const SCRIPT = '/sw.js'

let workbox: Workbox | null = null
let registeredUrl: string | null = null
let updateReady = false
const updates = createListeners()

const forOffice = (scriptUrl: string | undefined) =>
  scriptUrl !== undefined &&
  new URL(scriptUrl, window.location.href).searchParams.get(SW_FOR_PARAM) === SW_FOR_OFFICE

/** The worker's address: the admins' screens too when `office`. */
export const serviceWorkerUrl = (office: boolean) =>
  office ? `${SCRIPT}?${SW_FOR_PARAM}=${SW_FOR_OFFICE}` : SCRIPT

function register(url: string) {
  if (registeredUrl === url) return
  registeredUrl = url
  workbox = new Workbox(url, { scope: '/' })
  workbox.addEventListener('waiting', () => {
    updateReady = true
    updates.notify()
  })
  void workbox.register().catch(() => {})
}

const supported = () => import.meta.env.PROD && 'serviceWorker' in navigator

/** Installs the offline app for a signed-in staff member, or checks it for a new version. */
export async function installOfflineApp(office: boolean): Promise<void> {
  if (!supported()) return
  const installed = await navigator.serviceWorker.getRegistration('/').catch(() => undefined)
  const worker = installed?.active ?? installed?.waiting ?? installed?.installing
  register(serviceWorkerUrl(office || forOffice(worker?.scriptURL)))
}

/** On a page the installed app controls: looks for a new version (nothing is installed here). */
export function checkForUpdate(): void {
  const controller = supported() ? navigator.serviceWorker.controller : null
  if (controller) register(serviceWorkerUrl(forOffice(controller.scriptURL)))
}

export function isUpdateReady(): boolean {
  return updateReady
}

export const subscribeUpdate = updates.subscribe

/** Activates the waiting version and reloads the page under it. */
export function applyUpdate(): void {
  if (!workbox) return
  workbox.addEventListener('controlling', () => window.location.reload())
  workbox.messageSkipWaiting()
}
