import { describe, expect, it } from 'vitest'

import { errorReportSchema, feedbackSchema, problemsOf, usageBatchSchema } from '@/domain/usage-event-schemas'
import { INGEST_LIMITS, USAGE_EVENT_TYPES, searchEvent, timestampAcceptable } from '@/domain/usage-events'

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

describe('usage batch schema (spec §7: POST /api/usage-stats/batch with a list of events)', () => {
  it('accepts a list with one item and up to the batch limit', () => {
    expect(usageBatchSchema.safeParse({ events: [event()] }).success).toBe(true)
    const full = Array.from({ length: INGEST_LIMITS.maxEventsPerBatch }, (_, i) => event({ id: `evt-${i}-abcdefgh` }))
    expect(usageBatchSchema.safeParse({ events: full }).success).toBe(true)
    expect(usageBatchSchema.safeParse({ events: [...full, event()] }).success).toBe(false)
    expect(usageBatchSchema.safeParse({ events: [] }).success).toBe(false)
  })

  it('takes event types only from the fixed list', () => {
    expect(USAGE_EVENT_TYPES).toContain('kiosk_idle_reset')
    expect(usageBatchSchema.safeParse({ events: [event({ type: 'mouse_move' })] }).success).toBe(false)
  })

  it('rejects unknown fields (so query text cannot sneak in) and bad locales, modes and paths', () => {
    expect(usageBatchSchema.safeParse({ events: [event({ query: 'fish and chips' })] }).success).toBe(false)
    expect(usageBatchSchema.safeParse({ events: [event({ locale: 'de' })] }).success).toBe(false)
    expect(usageBatchSchema.safeParse({ events: [event({ mode: 'tablet' })] }).success).toBe(false)
    expect(usageBatchSchema.safeParse({ events: [event({ path: 'https://evil.example/' })] }).success).toBe(false)
    expect(usageBatchSchema.safeParse({ events: [event({ town: 'St Ives' })] }).success).toBe(false)
  })

  it('needs a place for place opens, a length for searches and a kiosk id off phones', () => {
    expect(usageBatchSchema.safeParse({ events: [event({ type: 'place_open' })] }).success).toBe(false)
    expect(usageBatchSchema.safeParse({ events: [event({ type: 'place_open', place: 'the-old-bridge' })] }).success).toBe(true)
    expect(usageBatchSchema.safeParse({ events: [event({ type: 'search' })] }).success).toBe(false)
    expect(usageBatchSchema.safeParse({ events: [event({ mode: 'kiosk' })] }).success).toBe(false)
    expect(usageBatchSchema.safeParse({ events: [event({ mode: 'kiosk', kioskId: 'kioskA' })] }).success).toBe(true)
  })

  it('lists every problem with its path', () => {
    const result = usageBatchSchema.safeParse({ events: [event({ locale: 'xx', ts: -1 })] })
    expect(result.success).toBe(false)
    if (!result.success) {
      const paths = problemsOf(result.error).map((p) => p.path)
      expect(paths).toEqual(expect.arrayContaining(['events.0.locale', 'events.0.ts']))
    }
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
  it('accepts the last 24 hours and a little clock skew', () => {
    expect(timestampAcceptable(now - INGEST_LIMITS.maxAgeMs, now)).toBe(true)
    expect(timestampAcceptable(now - INGEST_LIMITS.maxAgeMs - 1, now)).toBe(false)
    expect(timestampAcceptable(now + INGEST_LIMITS.futureSkewMs + 1, now)).toBe(false)
  })
})

describe('feedback and error report bodies', () => {
  it('validate the documented shapes', () => {
    expect(feedbackSchema.safeParse({ id: 'fb-00000001', ts: 1, message: 'Great map', locale: 'pl', mode: 'kiosk' }).success).toBe(true)
    expect(feedbackSchema.safeParse({ id: 'fb-00000001', ts: 1, message: '   ', locale: 'pl', mode: 'kiosk' }).success).toBe(false)
    expect(errorReportSchema.safeParse({ id: 'er-00000001', ts: 1, message: 'TypeError: x' }).success).toBe(true)
    expect(errorReportSchema.safeParse({ id: 'er-00000001', ts: 1, message: 'x'.repeat(INGEST_LIMITS.errorMessage + 1) }).success).toBe(false)
  })
})

describe('free text Postgres cannot store', () => {
  it('is cleaned, not refused: a NUL is dropped and a lone surrogate replaced, in every text field', () => {
    const feedback = feedbackSchema.parse({ id: 'fb-00000001', ts: 1, message: 'Great\u0000 map \uD83D', locale: 'pl', mode: 'kiosk', path: '/a\u0000b' })
    expect(feedback).toMatchObject({ message: 'Great map \uFFFD', path: '/ab' })
    const report = errorReportSchema.parse({ id: 'er-00000001', ts: 1, message: 'x\u0000', name: '\uDE00', stack: 'at \u0000', digest: 'd\u0000', userAgent: 'UA\uD800' })
    expect(report).toMatchObject({ message: 'x', name: '\uFFFD', stack: 'at ', digest: 'd', userAgent: 'UA\uFFFD' })
    expect(usageBatchSchema.parse({ events: [event({ path: '/explore\u0000/st-ives\uD83D' })] }).events[0].path).toBe('/explore/st-ives\uFFFD')
  })

  it('still has to meet the rules once cleaned', () => {
    expect(feedbackSchema.safeParse({ id: 'fb-00000001', ts: 1, message: '\u0000 \u0000', locale: 'pl', mode: 'kiosk' }).success).toBe(false)
    expect(usageBatchSchema.safeParse({ events: [event({ path: '\u0000/x' })] }).success).toBe(true)
    expect(usageBatchSchema.safeParse({ events: [event({ path: '\u0000' })] }).success).toBe(false)
  })
})
