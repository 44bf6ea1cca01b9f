import * as z from './zod'

import { LOCALES } from './locales'

/**
 * Spec §7: POST /api/usage-stats/batch takes `{ events: [...] }`, POST /api/feedback and
 * POST /api/error-reports take one body each. These are the documented shapes and limits.
 * Nothing personal: no names, no query text from kiosks, no IP addresses are stored.
 */
export const INGEST_LIMITS = {
  /** Largest request body accepted (bytes); more gets 413. */
  maxBodyBytes: 64 * 1024,
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
] as const
export type UsageEventType = (typeof USAGE_EVENT_TYPES)[number]

/** How the guide is being used: a phone (or desktop), a kiosk, or a wall screen. */
export const USAGE_MODES = ['phone', 'kiosk', 'screen'] as const
export type UsageMode = (typeof USAGE_MODES)[number]

/** Spec §5: setkiosk accepts kioskA/kioskB (normalised), setscreen screen1/screen2. */
export const KIOSK_IDS = ['kioskA', 'kioskB', 'screen1', 'screen2'] as const

const slug = z.string().check(z.maxLength(INGEST_LIMITS.slug), z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lower-case slug'))
/** A client-generated id (a UUID, or any short url-safe token): it makes every write idempotent. */
const clientId = z
  .string()
  .check(z.minLength(8), z.maxLength(INGEST_LIMITS.clientId), z.regex(/^[A-Za-z0-9_-]+$/, 'must be url-safe characters'))
const clientTimestamp = z.int().check(z.nonnegative())
const path = z.string().check(z.minLength(1), z.maxLength(INGEST_LIMITS.path), z.startsWith('/', 'must start with /'))
const count = (max: number) => z.int().check(z.nonnegative(), z.maximum(max))

export const usageEventSchema = z
  .strictObject({
    id: clientId,
    type: z.enum(USAGE_EVENT_TYPES),
    ts: clientTimestamp,
    town: z.nullish(slug),
    locale: z.enum(LOCALES),
    mode: z.enum(USAGE_MODES),
    kioskId: z.nullish(z.enum(KIOSK_IDS)),
    path: z.nullish(path),
    place: z.nullish(slug),
    /** layer or category key for toggles, share channel for shares, previous locale for language changes. */
    target: z.nullish(slug),
    on: z.nullish(z.boolean()),
    searchLength: z.nullish(count(INGEST_LIMITS.searchLength)),
    resultCount: z.nullish(count(INGEST_LIMITS.resultCount)),
  })
  .check(
    z.superRefine((event, ctx) => {
      if (event.type === 'place_open' && !event.place) ctx.addIssue({ code: 'custom', path: ['place'], message: 'place_open needs place' })
      if (event.type === 'search' && event.searchLength == null)
        ctx.addIssue({ code: 'custom', path: ['searchLength'], message: 'search needs searchLength' })
      if (event.mode !== 'phone' && !event.kioskId) ctx.addIssue({ code: 'custom', path: ['kioskId'], message: `${event.mode} events need kioskId` })
    }),
  )
export type UsageEvent = z.infer<typeof usageEventSchema>

export const usageBatchSchema = z.strictObject({
  events: z.array(usageEventSchema).check(z.minLength(1), z.maxLength(INGEST_LIMITS.maxEventsPerBatch)),
})

export const feedbackSchema = z.strictObject({
  id: clientId,
  ts: clientTimestamp,
  message: z.string().check(z.trim(), z.minLength(1), z.maxLength(INGEST_LIMITS.feedbackMessage)),
  rating: z.nullish(z.int().check(z.minimum(1), z.maximum(5))),
  town: z.nullish(slug),
  locale: z.enum(LOCALES),
  mode: z.enum(USAGE_MODES),
  path: z.nullish(path),
})
export type FeedbackInput = z.infer<typeof feedbackSchema>

const optionalText = (max: number) => z.nullish(z.string().check(z.maxLength(max)))

export const errorReportSchema = z.strictObject({
  id: clientId,
  ts: clientTimestamp,
  message: z.string().check(z.minLength(1), z.maxLength(INGEST_LIMITS.errorMessage)),
  name: optionalText(INGEST_LIMITS.slug),
  stack: optionalText(INGEST_LIMITS.errorStack),
  digest: optionalText(INGEST_LIMITS.slug),
  path: z.nullish(path),
  locale: z.nullish(z.enum(LOCALES)),
  mode: z.nullish(z.enum(USAGE_MODES)),
  userAgent: optionalText(INGEST_LIMITS.path),
})
export type ErrorReportInput = z.infer<typeof errorReportSchema>

export type Problem = { path: string; message: string }

/** zod issues → a flat, JSON-friendly list for a 400 response. */
export function problemsOf(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): Problem[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.') || '(body)', message: issue.message }))
}

/** Whether a client timestamp is plausible at server time `now` (spec §5: queue items older than 24 h are discarded). */
export function timestampAcceptable(ts: number, now: number): boolean {
  return ts <= now + INGEST_LIMITS.futureSkewMs && ts >= now - INGEST_LIMITS.maxAgeMs
}

/** Search text typed on a kiosk is never sent: only its length. */
export function searchEvent(query: string, resultCount: number): Pick<UsageEvent, 'type' | 'searchLength' | 'resultCount'> {
  return { type: 'search', searchLength: Math.min(query.trim().length, INGEST_LIMITS.searchLength), resultCount }
}
