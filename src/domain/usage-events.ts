import { z } from './zod'

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

const slug = z
  .string()
  .max(INGEST_LIMITS.slug)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lower-case slug')
/** A client-generated id (a UUID, or any short url-safe token): it makes every write idempotent. */
const clientId = z
  .string()
  .min(8)
  .max(INGEST_LIMITS.clientId)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be url-safe characters')
const clientTimestamp = z.number().int().nonnegative()
const path = z.string().min(1).max(INGEST_LIMITS.path).startsWith('/', 'must start with /')

export const usageEventSchema = z
  .object({
    id: clientId,
    type: z.enum(USAGE_EVENT_TYPES),
    ts: clientTimestamp,
    town: slug.nullish(),
    locale: z.enum(LOCALES),
    mode: z.enum(USAGE_MODES),
    kioskId: z.enum(KIOSK_IDS).nullish(),
    path: path.nullish(),
    place: slug.nullish(),
    /** layer or category key for toggles, share channel for shares, previous locale for language changes. */
    target: slug.nullish(),
    on: z.boolean().nullish(),
    searchLength: z.number().int().nonnegative().max(INGEST_LIMITS.searchLength).nullish(),
    resultCount: z.number().int().nonnegative().max(INGEST_LIMITS.resultCount).nullish(),
  })
  .strict()
  .superRefine((event, ctx) => {
    if (event.type === 'place_open' && !event.place) ctx.addIssue({ code: 'custom', path: ['place'], message: 'place_open needs place' })
    if (event.type === 'search' && event.searchLength == null)
      ctx.addIssue({ code: 'custom', path: ['searchLength'], message: 'search needs searchLength' })
    if (event.mode !== 'phone' && !event.kioskId) ctx.addIssue({ code: 'custom', path: ['kioskId'], message: `${event.mode} events need kioskId` })
  })
export type UsageEvent = z.infer<typeof usageEventSchema>

export const usageBatchSchema = z
  .object({ events: z.array(usageEventSchema).min(1).max(INGEST_LIMITS.maxEventsPerBatch) })
  .strict()

export const feedbackSchema = z
  .object({
    id: clientId,
    ts: clientTimestamp,
    message: z.string().trim().min(1).max(INGEST_LIMITS.feedbackMessage),
    rating: z.number().int().min(1).max(5).nullish(),
    town: slug.nullish(),
    locale: z.enum(LOCALES),
    mode: z.enum(USAGE_MODES),
    path: path.nullish(),
  })
  .strict()
export type FeedbackInput = z.infer<typeof feedbackSchema>

export const errorReportSchema = z
  .object({
    id: clientId,
    ts: clientTimestamp,
    message: z.string().min(1).max(INGEST_LIMITS.errorMessage),
    name: z.string().max(INGEST_LIMITS.slug).nullish(),
    stack: z.string().max(INGEST_LIMITS.errorStack).nullish(),
    digest: z.string().max(INGEST_LIMITS.slug).nullish(),
    path: path.nullish(),
    locale: z.enum(LOCALES).nullish(),
    mode: z.enum(USAGE_MODES).nullish(),
    userAgent: z.string().max(INGEST_LIMITS.path).nullish(),
  })
  .strict()
export type ErrorReportInput = z.infer<typeof errorReportSchema>

export type Problem = { path: string; message: string }

/** zod issues → a flat, JSON-friendly list for a 400 response. */
export function problemsOf(error: z.ZodError): Problem[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.') || '(body)', message: issue.message }))
}

/** Whether a client timestamp is plausible at server time `now` (spec §5: queue items older than 24 h are discarded). */
export function timestampAcceptable(ts: number, now: number): boolean {
  return ts <= now + INGEST_LIMITS.futureSkewMs && ts >= now - INGEST_LIMITS.maxAgeMs
}

/** Search text typed on a kiosk is never sent: only its length. */
export function searchEvent(query: string, resultCount: number): Pick<UsageEvent, 'type' | 'searchLength' | 'resultCount'> {
  return { type: 'search', searchLength: Math.min(query.trim().length, INGEST_LIMITS.searchLength), resultCount }
}
