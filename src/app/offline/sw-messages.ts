// The names the page and the service worker (sw/sw.ts) share: the Background Sync tag the outbox
// registers and the message the worker posts to open tabs so one of them drains the outbox.
export const OUTBOX_SYNC_TAG = 'outbox'
export const SW_DRAIN_MESSAGE = 'outbox-drain'

/**
 * The service worker's precache by who signed in (scripts/precache-plan.ts): registered with
 * `?for=office` on an admin's device it keeps the admins' screens too, which the build marks with
 * this revision in its precache list.
 */
export const SW_FOR_PARAM = 'for'
export const SW_FOR_OFFICE = 'office'
export const OFFICE_REVISION = 'office'
