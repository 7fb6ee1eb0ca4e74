// Which install suggestion a device gets: none once the app runs installed (or was suggested
// already), the browser's own prompt where it offers one (Android, Chromium), and the steps by
// hand on an iPhone or iPad, whose Safari has no prompt.

export type InstallOffer = 'none' | 'prompt' | 'ios-steps'

export interface InstallDevice {
  userAgent: string
  /** `(display-mode: standalone)` matches, or iOS's `navigator.standalone`. */
  standalone: boolean
  /** An iPad says 'Macintosh' and has touch points. */
  maxTouchPoints: number
  /** The browser offered its install prompt (beforeinstallprompt). */
  hasPrompt: boolean
  /** Suggested before and closed, or installed through it. */
  done: boolean
}

export const isAppleMobile = (userAgent: string, maxTouchPoints: number): boolean =>
  /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)

export function installOffer(device: InstallDevice): InstallOffer {
  if (device.done || device.standalone) return 'none'
  if (device.hasPrompt) return 'prompt'
  return isAppleMobile(device.userAgent, device.maxTouchPoints) ? 'ios-steps' : 'none'
}
