/** Spec §5/§9: a cache-bypass choice is restored from the session only while under an hour old. */
export const CACHE_BUST_VALIDITY_MS = 60 * 60 * 1000

/** Spec §2: bustcache=1 or true turns the bypass on; anything else leaves the stored choice alone. */
export function parseBustCache(value: string | null): boolean | undefined {
  if (value === null) return undefined
  return value === '1' || value === 'true' ? true : undefined
}

/** Spec §2: debug=true shows debug information. */
export function parseDebug(value: string | null): boolean | undefined {
  if (value === null) return undefined
  return value === 'true' ? true : undefined
}

export type StoredFlag = { on: boolean; since: number }

/** Whether a stored bypass is still in force. */
export function restoreCacheBust(stored: StoredFlag | null, now: number): boolean {
  return Boolean(stored?.on && now - stored.since < CACHE_BUST_VALIDITY_MS)
}
