/**
 * The listeners of a module-level value that changes (for `useSyncExternalStore`): `subscribe`
 * adds one and returns how to remove it; `notify` calls them all.
 */
export function createListeners() {
  const listeners = new Set<() => void>()
  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    notify(): void {
      for (const listener of listeners) listener()
    },
  }
}
