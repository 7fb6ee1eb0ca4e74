import { lazy, type ComponentType } from 'react'

/** React.lazy for a module's named component (our modules have no default exports). */
export function lazyNamed<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }))
}
