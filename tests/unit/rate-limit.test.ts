import { describe, expect, it } from 'vitest'

import { ENDPOINT_RATE_LIMIT, RATE_LIMIT, decide, nextCount, rateKeys, windowStart } from '@/domain/rate-limit'

const rule = { windowMs: 60_000, maxRequests: 3 }

describe('ingest rate limit (issue 7: a per-client limit that answers 429)', () => {
  it('has a one-minute window that a kiosk flushing every few seconds stays under', () => {
    expect(RATE_LIMIT.windowMs).toBe(60_000)
    expect(RATE_LIMIT.maxRequests).toBeGreaterThanOrEqual(60)
  })

  it('lets the first maxRequests through and refuses the next with a retry time', () => {
    const now = 120_000 + 15_000
    expect(decide(3, now, rule)).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 0 })
    expect(decide(4, now, rule)).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 45 })
  })

  it('counts within a window and restarts in the next', () => {
    expect(windowStart(125_000, 60_000)).toBe(120_000)
    expect(nextCount(null, 125_000, 60_000)).toBe(1)
    expect(nextCount({ windowStart: 120_000, count: 7 }, 125_000, 60_000)).toBe(8)
    expect(nextCount({ windowStart: 60_000, count: 7 }, 125_000, 60_000)).toBe(1)
  })

  it('counts each client per endpoint, and the endpoint as a whole under a far higher cap', () => {
    expect(rateKeys('203.0.113.9', 'batch')).toEqual({ client: 'batch:203.0.113.9', endpoint: 'batch:*' })
    expect(rateKeys('203.0.113.9', 'feedback').client).not.toBe(rateKeys('203.0.113.9', 'batch').client)
    expect(ENDPOINT_RATE_LIMIT.maxRequests).toBeGreaterThan(RATE_LIMIT.maxRequests * 10)
  })
})
