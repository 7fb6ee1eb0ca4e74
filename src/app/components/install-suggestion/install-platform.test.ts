import { describe, expect, it } from 'vitest'
import { installOffer, type InstallDevice } from './install-platform.ts'

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15'

const device = (overrides: Partial<InstallDevice>): InstallDevice => ({
  userAgent: ANDROID,
  standalone: false,
  maxTouchPoints: 5,
  hasPrompt: false,
  done: false,
  ...overrides,
})

describe('installOffer', () => {
  it("offers the browser's prompt where the browser gave one", () => {
    expect(installOffer(device({ hasPrompt: true }))).toBe('prompt')
  })

  it('offers nothing on Android until the browser gives its prompt', () => {
    expect(installOffer(device({}))).toBe('none')
  })

  it('offers the steps by hand on an iPhone and an iPad, which have no prompt', () => {
    expect(installOffer(device({ userAgent: IPHONE }))).toBe('ios-steps')
    expect(installOffer(device({ userAgent: IPAD_AS_MAC, maxTouchPoints: 5 }))).toBe('ios-steps')
    // A Mac (no touch) is not an iPad.
    expect(installOffer(device({ userAgent: IPAD_AS_MAC, maxTouchPoints: 0 }))).toBe('none')
  })

  it('offers nothing once installed, or once suggested and closed', () => {
    for (const userAgent of [ANDROID, IPHONE]) {
      expect(installOffer(device({ userAgent, hasPrompt: true, standalone: true }))).toBe('none')
      expect(installOffer(device({ userAgent, hasPrompt: true, done: true }))).toBe('none')
    }
  })
})
