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

/**
 * All clients together, per endpoint and window: a cap that no number of addresses gets round
 * (a botnet, or a proxy misconfigured so every visitor looks new). Far above what the four towns'
 * phones and kiosks send together.
 */
export const ENDPOINT_RATE_LIMIT = { windowMs: RATE_LIMIT.windowMs, maxRequests: 6000 } as const

/**
 * The contact form (issue 28): people write a message or two, bots write hundreds. Per client and
 * window, and for everyone together, so that no number of addresses floods the editors' inbox.
 */
export const CONTACT_RATE_LIMIT = {
  client: { windowMs: 10 * 60 * 1000, maxRequests: 5 },
  endpoint: { windowMs: 10 * 60 * 1000, maxRequests: 200 },
} as const

/** "Forgot password?" sends an email to an account's owner: a stranger must not be able to flood them. */
export const PASSWORD_RESET_RATE_LIMIT = {
  client: { windowMs: 10 * 60 * 1000, maxRequests: 5 },
  endpoint: { windowMs: 10 * 60 * 1000, maxRequests: 100 },
} as const

/** Counter rows of windows older than this are deleted (the current and the previous one of the longest window are kept). */
export const RATE_LIMIT_ROW_TTL_MS = 2 * Math.max(RATE_LIMIT.windowMs, CONTACT_RATE_LIMIT.client.windowMs)

/** The counter keys of one request: its client on this endpoint, and the endpoint as a whole. */
export function rateKeys(clientAddress: string, endpoint: string): { client: string; endpoint: string } {
  return { client: `${endpoint}:${clientAddress}`, endpoint: `${endpoint}:*` }
}

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
export function nextCount(
  stored: { windowStart: number; count: number } | null,
  now: number,
  windowMs: number = RATE_LIMIT.windowMs,
): number {
  const start = windowStart(now, windowMs)
  return stored && stored.windowStart === start ? stored.count + 1 : 1
}
