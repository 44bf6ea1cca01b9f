/**
 * Spec §7: POST /api/usage-stats/batch takes `{ events: [...] }`, POST /api/feedback and
 * POST /api/error-reports take one body each. These are the documented shapes and limits.
 * Nothing personal: no names, no query text from kiosks, no IP addresses are stored.
 */
export const INGEST_LIMITS = {
  /** Events per batch. The client usually sends one (spec §7 "list with one item"). */
  maxEventsPerBatch: 100,
  path: 500,
  slug: 120,
  clientId: 64,
  searchLength: 500,
  resultCount: 100_000,
  feedbackMessage: 2000,
  errorMessage: 2000,
  errorStack: 8000,
  /** The highest stop number a tour_stop may carry (tours have a dozen or so). */
  tourStop: 500,
  /** A client timestamp may be at most this far in the future (clock skew) … */
  futureSkewMs: 5 * 60 * 1000,
  /** … and at most this old: the sync queue discards items older than 24 hours (spec §5). */
  maxAgeMs: 24 * 60 * 60 * 1000,
} as const

/** The fixed list of usage event types (issue 7: what the client records). */
export const USAGE_EVENT_TYPES = [
  'page_view',
  'place_open',
  'search',
  'layer_toggle',
  'category_toggle',
  'language_change',
  'kiosk_session_start',
  'kiosk_idle_reset',
  'share',
  'qr_open',
  // Issue 20: a walking tour's page opened, started, a stop reached ("I'm here"), finished.
  'tour_open',
  'tour_start',
  'tour_stop',
  'tour_finish',
] as const
export type UsageEventType = (typeof USAGE_EVENT_TYPES)[number]

/** How the guide is being used: a phone (or desktop), a kiosk, or a wall screen. */
export const USAGE_MODES = ['phone', 'kiosk', 'screen'] as const
export type UsageMode = (typeof USAGE_MODES)[number]

/** Spec §5: setkiosk accepts kioskA/kioskB (normalised), setscreen screen1/screen2. */
export const KIOSK_IDS = ['kioskA', 'kioskB', 'screen1', 'screen2'] as const

// The schemas and their types live in usage-event-schemas.ts: the browser needs these rules on every page, zod only on the server.

/** Whether a client timestamp is plausible at server time `now` (spec §5: queue items older than 24 h are discarded). */
export function timestampAcceptable(ts: number, now: number): boolean {
  return ts <= now + INGEST_LIMITS.futureSkewMs && ts >= now - INGEST_LIMITS.maxAgeMs
}

/**
 * The time to store for a client timestamp, or null when it cannot be right (spec §5: nothing
 * older than the queues keep, 24 h). A device whose whole clock is off says so through `sentAt`,
 * its own clock as it sent: every time is first moved by `now − sentAt`. What is then a little
 * ahead (at most futureSkewMs) is brought back to `now`: no event is stored as having happened
 * in the future, and none is lost to a clock a few minutes fast.
 */
export function correctedTimestamp(ts: number, now: number, sentAt?: number | null): number | null {
  const shifted = sentAt == null ? ts : ts + (now - sentAt)
  if (!timestampAcceptable(shifted, now)) return null
  return Math.min(shifted, now)
}

export const TIMESTAMP_PROBLEM = 'timestamp outside the last 24 hours (after correcting the device clock by sentAt)'

/** Search text typed on a kiosk is never sent: only its length. */
export function searchEvent(query: string, resultCount: number): { type: 'search'; searchLength: number; resultCount: number } {
  return { type: 'search', searchLength: Math.min(query.trim().length, INGEST_LIMITS.searchLength), resultCount }
}
