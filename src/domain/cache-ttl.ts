import { hasOwnKey } from './own-property'

const MINUTE = 60 * 1000

/** Spec §9: how long each kind of data may be served from a cache, in milliseconds. */
export const CACHE_TTL_MS = {
  places: 60 * MINUTE,
  events: 30 * MINUTE,
  notices: 30 * MINUTE,
  highlights: 60 * MINUTE,
  transport: 5 * MINUTE,
  search: 15 * MINUTE,
  default: 30 * MINUTE,
} as const

export type CacheKind = keyof typeof CACHE_TTL_MS

export function ttlFor(kind: string): number {
  return hasOwnKey(CACHE_TTL_MS, kind) ? CACHE_TTL_MS[kind] : CACHE_TTL_MS.default
}

/** The kind of data behind a public API path (/api/{kind}/town/{dbKey}, /api/departures/…), for its TTL. */
export function cacheKindOfPath(pathname: string): CacheKind {
  if (pathname.startsWith('/api/departures/')) return 'transport'
  const match = /^\/api\/(places|events|notices)\/town\//.exec(pathname)
  return match ? (match[1] as CacheKind) : 'default'
}

/** Whether a copy fetched at `fetchedAt` may still be served without asking the network. */
export function isFresh(fetchedAt: number, ttlMs: number, now: number): boolean {
  return Number.isFinite(fetchedAt) && now >= fetchedAt && now - fetchedAt < ttlMs
}
