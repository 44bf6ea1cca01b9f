import * as z from './zod'

import { LOCALES } from './locales'
import { toStorableText } from './storable-text'
import { SLUG_PATTERN } from './urls'
import { correctedTimestamp, INGEST_LIMITS, KIOSK_IDS, TIMESTAMP_PROBLEM, USAGE_EVENT_TYPES, USAGE_MODES } from './usage-events'

/** The documented shapes of the ingest endpoints' bodies (spec §7), checked on the server. */
const slug = z.string().check(z.maxLength(INGEST_LIMITS.slug), z.regex(SLUG_PATTERN, 'must be a lower-case slug'))
/** A client-generated id (a UUID, or any short url-safe token): it makes every write idempotent. */
const clientId = z
  .string()
  .check(z.minLength(8), z.maxLength(INGEST_LIMITS.clientId), z.regex(/^[A-Za-z0-9_-]+$/, 'must be url-safe characters'))
const clientTimestamp = z.int().check(z.nonnegative())
/** The device's clock as it sent the request (optional): the server corrects a skewed clock with it. */
const sentAt = z.optional(clientTimestamp)
/**
 * Free text as Postgres can store it: NULs dropped, lone surrogates (an emoji cut in two by a
 * client's `slice`) replaced. Refusing the item instead would lose a whole report, or a whole
 * batch, to one odd character the client cannot fix.
 */
const storable = () => z.overwrite(toStorableText)
const path = z.string().check(storable(), z.minLength(1), z.maxLength(INGEST_LIMITS.path), z.startsWith('/', 'must start with /'))
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
    /** tour_stop: the number of the stop reached, from 1. */
    stop: z.nullish(z.int().check(z.minimum(1), z.maximum(INGEST_LIMITS.tourStop))),
  })
  .check(
    z.superRefine((event, ctx) => {
      if (event.type === 'place_open' && !event.place) ctx.addIssue({ code: 'custom', path: ['place'], message: 'place_open needs place' })
      if (event.type === 'search' && event.searchLength == null)
        ctx.addIssue({ code: 'custom', path: ['searchLength'], message: 'search needs searchLength' })
      if (event.type.startsWith('tour_') && !event.target)
        ctx.addIssue({ code: 'custom', path: ['target'], message: `${event.type} needs target (the tour)` })
      if (event.type === 'tour_stop' && (event.stop == null || !event.place))
        ctx.addIssue({ code: 'custom', path: ['stop'], message: 'tour_stop needs stop and place' })
      if (event.mode !== 'phone' && !event.kioskId)
        ctx.addIssue({ code: 'custom', path: ['kioskId'], message: `${event.mode} events need kioskId` })
    }),
  )
export type UsageEvent = z.infer<typeof usageEventSchema>

/**
 * The batch itself: 1–100 events (each judged on its own by `judgeBatch`, so one bad event never
 * sinks the others) and the device's clock. A body that is not even this is refused whole.
 */
export const usageBatchSchema = z.strictObject({
  events: z.array(z.unknown()).check(z.minLength(1), z.maxLength(INGEST_LIMITS.maxEventsPerBatch)),
  sentAt,
})
export type UsageBatch = z.infer<typeof usageBatchSchema>

export const feedbackSchema = z.strictObject({
  id: clientId,
  ts: clientTimestamp,
  message: z.string().check(storable(), z.trim(), z.minLength(1), z.maxLength(INGEST_LIMITS.feedbackMessage)),
  rating: z.nullish(z.int().check(z.minimum(1), z.maximum(5))),
  town: z.nullish(slug),
  locale: z.enum(LOCALES),
  mode: z.enum(USAGE_MODES),
  path: z.nullish(path),
  sentAt,
})
export type FeedbackInput = z.infer<typeof feedbackSchema>

const optionalText = (max: number) => z.nullish(z.string().check(storable(), z.maxLength(max)))

export const errorReportSchema = z.strictObject({
  id: clientId,
  ts: clientTimestamp,
  message: z.string().check(storable(), z.minLength(1), z.maxLength(INGEST_LIMITS.errorMessage)),
  name: optionalText(INGEST_LIMITS.slug),
  stack: optionalText(INGEST_LIMITS.errorStack),
  digest: optionalText(INGEST_LIMITS.slug),
  path: z.nullish(path),
  locale: z.nullish(z.enum(LOCALES)),
  mode: z.nullish(z.enum(USAGE_MODES)),
  userAgent: optionalText(INGEST_LIMITS.path),
  sentAt,
})
export type ErrorReportInput = z.infer<typeof errorReportSchema>

export type Problem = { path: string; message: string }

/** zod issues → a flat, JSON-friendly list for a 400 response. */
export function problemsOf(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): Problem[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.') || '(body)', message: issue.message }))
}

/** One event of a batch the server did not store: its place in the batch, its id when readable, and why. */
export type RejectedEvent = { index: number; id?: string; problems: Problem[] }

/**
 * Each event of a batch checked on its own (spec §7, issue 17): those that pass the schema and
 * whose time, corrected by the batch's `sentAt`, falls in the window are accepted with that time;
 * the others are listed by index so the client can tell which of its items were refused.
 */
export function judgeBatch(batch: UsageBatch, now: number): { accepted: UsageEvent[]; rejected: RejectedEvent[] } {
  const accepted: UsageEvent[] = []
  const rejected: RejectedEvent[] = []
  batch.events.forEach((raw, index) => {
    const parsed = usageEventSchema.safeParse(raw)
    if (!parsed.success) {
      const id = clientId.safeParse((raw as { id?: unknown } | null)?.id)
      rejected.push({ index, ...(id.success && { id: id.data }), problems: problemsOf(parsed.error) })
      return
    }
    const ts = correctedTimestamp(parsed.data.ts, now, batch.sentAt)
    if (ts === null) rejected.push({ index, id: parsed.data.id, problems: [{ path: 'ts', message: TIMESTAMP_PROBLEM }] })
    else accepted.push({ ...parsed.data, ts })
  })
  return { accepted, rejected }
}

/**
 * A feedback message or an error report with its time corrected by its `sentAt` (which is not
 * stored), or the problem when that time is outside the window: the single-item endpoints' 400.
 */
export function withCorrectedTime<T extends { ts: number; sentAt?: number | null }>(
  item: T,
  now: number,
): { ok: true; data: Omit<T, 'sentAt'> } | { ok: false; problems: Problem[] } {
  const { sentAt: clock, ...rest } = item
  const ts = correctedTimestamp(item.ts, now, clock)
  return ts === null ? { ok: false, problems: [{ path: 'ts', message: TIMESTAMP_PROBLEM }] } : { ok: true, data: { ...rest, ts } }
}
