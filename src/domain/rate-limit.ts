/**
 * Per-client fixed-window rate limit for the ingest endpoints (issue 7). The counter lives in a
 * shared store (Postgres, or Redis when REDIS_URL is set) so it holds across app instances; this
 * module holds only the pure rule.
 */
export const RATE_LIMIT = {
  /** Window length. */
  windowMs: 60 * 1000,
  /** Requests one client may make per window, per endpoint. A kiosk flushing every few seconds stays well under. */
  maxRequests: 120,
} as const

/** The start of the window that contains `now`. */
export function windowStart(now: number, windowMs: number = RATE_LIMIT.windowMs): number {
  return Math.floor(now / windowMs) * windowMs
}

export type RateDecision = { allowed: boolean; remaining: number; retryAfterSeconds: number }

/** Given the count including this request, whether it may pass and when to retry. */
export function decide(
  count: number,
  now: number,
  { windowMs, maxRequests }: { windowMs: number; maxRequests: number } = RATE_LIMIT,
): RateDecision {
  const allowed = count <= maxRequests
  const resetAt = windowStart(now, windowMs) + windowMs
  return {
    allowed,
    remaining: Math.max(0, maxRequests - count),
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((resetAt - now) / 1000)),
  }
}

/** The next count for a stored window: a new window starts again from one. */
export function nextCount(stored: { windowStart: number; count: number } | null, now: number, windowMs: number = RATE_LIMIT.windowMs): number {
  const start = windowStart(now, windowMs)
  return stored && stored.windowStart === start ? stored.count + 1 : 1
}

/** The rate-limit key for a client: its address (first X-Forwarded-For hop) and the endpoint; never stored raw. */
export function clientKey(forwardedFor: string | null, realIp: string | null, endpoint: string): string {
  const first = forwardedFor?.split(',')[0]?.trim()
  return `${endpoint}:${first || realIp?.trim() || 'unknown'}`
}
