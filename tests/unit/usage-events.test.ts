import { describe, expect, it } from 'vitest'

import {
  errorReportSchema,
  feedbackSchema,
  judgeBatch,
  problemsOf,
  usageBatchSchema,
  usageEventSchema,
  withCorrectedTime,
} from '@/domain/usage-event-schemas'
import { correctedTimestamp, INGEST_LIMITS, USAGE_EVENT_TYPES, searchEvent, timestampAcceptable } from '@/domain/usage-events'

const event = (extra: Record<string, unknown> = {}) => ({
  id: 'evt-0001-abcdef',
  type: 'page_view',
  ts: 1_700_000_000_000,
  town: 'st-ives',
  locale: 'en',
  mode: 'phone',
  path: '/explore/st-ives',
  ...extra,
})

/** Whether one event passes on its own (a batch judges each event separately). */
const valid = (extra: Record<string, unknown>) => usageEventSchema.safeParse(event(extra)).success

describe('usage batch schema (spec §7: POST /api/usage-stats/batch with a list of events)', () => {
  it('accepts a list with one item and up to the batch limit, and the device clock as sentAt', () => {
    expect(usageBatchSchema.safeParse({ events: [event()] }).success).toBe(true)
    expect(usageBatchSchema.safeParse({ events: [event()], sentAt: 1_700_000_000_000 }).success).toBe(true)
    const full = Array.from({ length: INGEST_LIMITS.maxEventsPerBatch }, (_, i) => event({ id: `evt-${i}-abcdefgh` }))
    expect(usageBatchSchema.safeParse({ events: full }).success).toBe(true)
  })

  it('refuses whatever is not a batch: no list, an empty or too long one, another key, a sentAt that is not a time', () => {
    const full = Array.from({ length: INGEST_LIMITS.maxEventsPerBatch }, (_, i) => event({ id: `evt-${i}-abcdefgh` }))
    for (const body of [
      {},
      { events: event() },
      { events: [] },
      { events: [...full, event()] },
      { events: [event()], extra: 1 },
      { events: [event()], sentAt: '2026-01-01' },
      { events: [event()], sentAt: -1 },
    ]) {
      expect(usageBatchSchema.safeParse(body).success, JSON.stringify(body).slice(0, 80)).toBe(false)
    }
  })
})

describe('usage event schema', () => {
  it('takes event types only from the fixed list', () => {
    expect(USAGE_EVENT_TYPES).toContain('kiosk_idle_reset')
    expect(valid({ type: 'mouse_move' })).toBe(false)
  })

  it('rejects unknown fields (so query text cannot sneak in) and bad locales, modes and paths', () => {
    expect(valid({ query: 'fish and chips' })).toBe(false)
    expect(valid({ locale: 'de' })).toBe(false)
    expect(valid({ mode: 'tablet' })).toBe(false)
    expect(valid({ path: 'https://evil.example/' })).toBe(false)
    expect(valid({ town: 'St Ives' })).toBe(false)
    // sentAt belongs to the batch, not to its events.
    expect(valid({ sentAt: 1 })).toBe(false)
  })

  it('needs a place for place opens, a length for searches and a kiosk id off phones', () => {
    expect(valid({ type: 'place_open' })).toBe(false)
    expect(valid({ type: 'place_open', place: 'the-old-bridge' })).toBe(true)
    expect(valid({ type: 'search' })).toBe(false)
    expect(valid({ mode: 'kiosk' })).toBe(false)
    expect(valid({ mode: 'kiosk', kioskId: 'kioskA' })).toBe(true)
  })

  it('needs the tour for tour events, and the stop number and place for a stop reached (issue 20)', () => {
    expect(valid({ type: 'tour_start' })).toBe(false)
    expect(valid({ type: 'tour_start', target: 'ramsey-abbey-to-the-lode' })).toBe(true)
    expect(valid({ type: 'tour_stop', target: 'ramsey-abbey-to-the-lode', place: 'ramsey-abbey-gatehouse' })).toBe(false)
    expect(valid({ type: 'tour_stop', target: 'ramsey-abbey-to-the-lode', stop: 1 })).toBe(false)
    expect(valid({ type: 'tour_stop', target: 'ramsey-abbey-to-the-lode', stop: 1, place: 'ramsey-abbey-gatehouse' })).toBe(true)
    for (const stop of [0, -1, 1.5, INGEST_LIMITS.tourStop + 1])
      expect(valid({ type: 'tour_stop', target: 'a-tour', stop, place: 'a-place' }), `stop ${stop}`).toBe(false)
  })

  it('lists every problem with its path', () => {
    const result = usageEventSchema.safeParse(event({ locale: 'xx', ts: -1 }))
    expect(result.success).toBe(false)
    if (!result.success) expect(problemsOf(result.error).map((p) => p.path)).toEqual(expect.arrayContaining(['locale', 'ts']))
  })
})

describe('a batch is judged event by event (issue 17: one bad event never sinks the others)', () => {
  const now = 1_700_000_000_000
  const at = (ts: number, n: number) => event({ id: `evt-${n}-abcdefgh`, ts })

  it('accepts the good events and lists each bad one by index, with its id when readable', () => {
    const events = [at(now, 0), { ...at(now, 1), locale: 'de' }, 42, { ...at(now, 3), id: 'x' }, at(now - 1000, 4)]
    const { accepted, rejected } = judgeBatch({ events }, now)
    expect(accepted.map((e) => e.id)).toEqual(['evt-0-abcdefgh', 'evt-4-abcdefgh'])
    expect(rejected).toEqual([
      { index: 1, id: 'evt-1-abcdefgh', problems: [expect.objectContaining({ path: 'locale' })] },
      { index: 2, problems: [expect.objectContaining({ path: '(body)' })] },
      { index: 3, problems: [expect.objectContaining({ path: 'id' })] },
    ])
  })

  it('moves every time by how far the device clock (sentAt) is from the server’s, then judges and clamps it', () => {
    const behind = now - 2 * 24 * 60 * 60_000
    const { accepted, rejected } = judgeBatch(
      { events: [at(behind - 60_000, 0), at(behind, 1), at(behind - 25 * 60 * 60_000, 2)], sentAt: behind },
      now,
    )
    expect(accepted.map((e) => e.ts)).toEqual([now - 60_000, now])
    expect(rejected).toEqual([{ index: 2, id: 'evt-2-abcdefgh', problems: [expect.objectContaining({ path: 'ts' })] }])
  })

  it('stores no event in the future: a time a little ahead becomes now, one further ahead is refused', () => {
    const { accepted, rejected } = judgeBatch(
      { events: [at(now + INGEST_LIMITS.futureSkewMs, 0), at(now + INGEST_LIMITS.futureSkewMs + 1, 1)] },
      now,
    )
    expect(accepted.map((e) => e.ts)).toEqual([now])
    expect(rejected.map((r) => r.index)).toEqual([1])
  })
})

describe('search events never carry the text', () => {
  it('keeps only the length and result count', () => {
    expect(searchEvent('  castle  ', 3)).toEqual({ type: 'search', searchLength: 6, resultCount: 3 })
    expect(JSON.stringify(searchEvent('castle', 3))).not.toContain('castle')
  })
})

describe('client timestamps (spec §5: queue items older than 24 hours are discarded)', () => {
  const now = 1_700_000_000_000
  const HOUR = 60 * 60_000
  it('accepts the last 24 hours and a little clock skew', () => {
    expect(timestampAcceptable(now - INGEST_LIMITS.maxAgeMs, now)).toBe(true)
    expect(timestampAcceptable(now - INGEST_LIMITS.maxAgeMs - 1, now)).toBe(false)
    expect(timestampAcceptable(now + INGEST_LIMITS.futureSkewMs + 1, now)).toBe(false)
  })

  it('clamps a time up to futureSkewMs ahead to now, and keeps a past one as it is', () => {
    expect(correctedTimestamp(now + INGEST_LIMITS.futureSkewMs, now)).toBe(now)
    expect(correctedTimestamp(now + 1, now)).toBe(now)
    expect(correctedTimestamp(now - HOUR, now)).toBe(now - HOUR)
    expect(correctedTimestamp(now + INGEST_LIMITS.futureSkewMs + 1, now)).toBeNull()
    expect(correctedTimestamp(now - INGEST_LIMITS.maxAgeMs - 1, now)).toBeNull()
  })

  it('corrects a whole device clock by serverNow − sentAt before judging', () => {
    // Three days behind: an event recorded an hour before sending happened an hour ago.
    expect(correctedTimestamp(now - 72 * HOUR - HOUR, now, now - 72 * HOUR)).toBe(now - HOUR)
    // A year ahead: the same.
    expect(correctedTimestamp(now + 8760 * HOUR - HOUR, now, now + 8760 * HOUR)).toBe(now - HOUR)
    // 25 hours older than the device's own clock is too old whatever the clock says.
    expect(correctedTimestamp(now - 72 * HOUR - 25 * HOUR, now, now - 72 * HOUR)).toBeNull()
    // Without sentAt the clock is taken as right: the same event is 76 hours old.
    expect(correctedTimestamp(now - 73 * HOUR, now)).toBeNull()
    // An event stamped after the device sent it (its clock jumped back) is clamped like any time ahead.
    expect(correctedTimestamp(now + 2 * 60_000, now, now)).toBe(now)
  })

  it('gives single items (feedback, error reports) their corrected time, without sentAt, or the problem', () => {
    const fb = { id: 'fb-00000001', ts: now - 10 * HOUR - 5 * 60_000, message: 'hi', sentAt: now - 10 * HOUR }
    expect(withCorrectedTime(fb, now)).toEqual({ ok: true, data: { id: 'fb-00000001', ts: now - 5 * 60_000, message: 'hi' } })
    expect(withCorrectedTime({ ...fb, ts: fb.sentAt - 25 * HOUR }, now)).toEqual({
      ok: false,
      problems: [expect.objectContaining({ path: 'ts' })],
    })
  })
})

describe('feedback and error report bodies', () => {
  it('validate the documented shapes', () => {
    expect(feedbackSchema.safeParse({ id: 'fb-00000001', ts: 1, message: 'Great map', locale: 'pl', mode: 'kiosk' }).success).toBe(true)
    expect(feedbackSchema.safeParse({ id: 'fb-00000001', ts: 1, message: '   ', locale: 'pl', mode: 'kiosk' }).success).toBe(false)
    expect(errorReportSchema.safeParse({ id: 'er-00000001', ts: 1, message: 'TypeError: x' }).success).toBe(true)
    expect(errorReportSchema.safeParse({ id: 'er-00000001', ts: 1, message: 'x'.repeat(INGEST_LIMITS.errorMessage + 1) }).success).toBe(
      false,
    )
  })

  it('take the device clock as an optional sentAt, and nothing else unknown', () => {
    expect(
      feedbackSchema.safeParse({ id: 'fb-00000001', ts: 1, message: 'Great map', locale: 'pl', mode: 'kiosk', sentAt: 2 }).success,
    ).toBe(true)
    expect(errorReportSchema.safeParse({ id: 'er-00000001', ts: 1, message: 'TypeError: x', sentAt: 2 }).success).toBe(true)
    expect(errorReportSchema.safeParse({ id: 'er-00000001', ts: 1, message: 'TypeError: x', sentAt: 'now' }).success).toBe(false)
    expect(
      feedbackSchema.safeParse({ id: 'fb-00000001', ts: 1, message: 'Great map', locale: 'pl', mode: 'kiosk', clock: 2 }).success,
    ).toBe(false)
  })
})

describe('free text Postgres cannot store', () => {
  it('is cleaned, not refused: a NUL is dropped and a lone surrogate replaced, in every text field', () => {
    const feedback = feedbackSchema.parse({
      id: 'fb-00000001',
      ts: 1,
      message: 'Great\u0000 map \uD83D',
      locale: 'pl',
      mode: 'kiosk',
      path: '/a\u0000b',
    })
    expect(feedback).toMatchObject({ message: 'Great map \uFFFD', path: '/ab' })
    const report = errorReportSchema.parse({
      id: 'er-00000001',
      ts: 1,
      message: 'x\u0000',
      name: '\uDE00',
      stack: 'at \u0000',
      digest: 'd\u0000',
      userAgent: 'UA\uD800',
    })
    expect(report).toMatchObject({ message: 'x', name: '\uFFFD', stack: 'at ', digest: 'd', userAgent: 'UA\uFFFD' })
    expect(usageEventSchema.parse(event({ path: '/explore\u0000/st-ives\uD83D' })).path).toBe('/explore/st-ives\uFFFD')
  })

  it('still has to meet the rules once cleaned', () => {
    expect(feedbackSchema.safeParse({ id: 'fb-00000001', ts: 1, message: '\u0000 \u0000', locale: 'pl', mode: 'kiosk' }).success).toBe(
      false,
    )
    expect(valid({ path: '\u0000/x' })).toBe(true)
    expect(valid({ path: '\u0000' })).toBe(false)
  })
})
