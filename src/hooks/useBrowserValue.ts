import { useSyncExternalStore } from 'react'

const neverChanges = () => () => undefined

/**
 * A value only the browser knows (the address typed, a stored preference), read after hydration:
 * the server and the hydrating render use `serverValue`, so the markup matches, then React
 * renders again with `read()`. `read` must return a primitive or a stable object.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(neverChanges, read, () => serverValue)
}
