// How many offline changes this tab has committed (mutations.ts counts each once its transaction
// is done). A store read records the count when it starts: a read that started at or after a
// change's count was taken after that change, so it shows it — how the roster knows the store has
// caught up with a tap, whatever order the live reads arrive in.
// And while a change is still being written to the device's store, leaving the page (a reload,
// closing the tab) asks first: the browser would drop the write with the page, and a teacher's
// reflex reload after a quick run of taps lost the last of them.
let committed = 0
let writing = 0

export const committedWrites = (): number => committed

export function countCommittedWrite(): void {
  committed += 1
}

/** The browser's 'Leave site?' question, only while a write is under way. */
function askBeforeLeaving(event: BeforeUnloadEvent) {
  event.preventDefault()
  // NOTE: older Chromium and Safari ask only when returnValue is set.
  event.returnValue = ''
}

const page = typeof window === 'undefined' ? null : window

/** Runs `write` (one local transaction); until it settles, leaving the page asks first. */
export async function whileWriting<T>(write: () => Promise<T>): Promise<T> {
  if (writing++ === 0) page?.addEventListener('beforeunload', askBeforeLeaving)
  try {
    return await write()
  } finally {
    if (--writing === 0) page?.removeEventListener('beforeunload', askBeforeLeaving)
  }
}
