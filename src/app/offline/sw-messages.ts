// The names the page and the service worker (sw/sw.ts) share: the Background Sync tag the outbox
// registers and the message the worker posts to open tabs so one of them drains the outbox.
export const OUTBOX_SYNC_TAG = 'outbox'
export const SW_DRAIN_MESSAGE = 'outbox-drain'
