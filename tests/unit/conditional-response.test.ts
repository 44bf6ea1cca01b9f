import { describe, expect, it } from 'vitest'

import { conditionalResponse } from '@/features/http/conditional-response'

const FEED = 'https://guide.example/en/explore/huntingdon/events.ics'
const ask = (headers: Record<string, string> = {}) => new Request(FEED, { headers })
const options = { contentType: 'text/calendar', lastModified: new Date('2026-11-26T10:00:00.900Z'), now: new Date('2026-11-26T10:05:00Z') }

describe('feeds that revalidate for almost nothing (issue 25)', () => {
  it('answers 304 to its own ETag or date, 200 to anything else', () => {
    const first = conditionalResponse(ask(), 'BODY', options)
    expect(first.status).toBe(200)
    const etag = first.headers.get('etag')!
    expect(first.headers.get('last-modified')).toBe('Thu, 26 Nov 2026 10:00:00 GMT')
    expect(conditionalResponse(ask({ 'If-None-Match': etag }), 'BODY', options).status).toBe(304)
    expect(conditionalResponse(ask({ 'If-None-Match': `"x", W/${etag}` }), 'BODY', options).status).toBe(304)
    expect(conditionalResponse(ask({ 'If-Modified-Since': 'Thu, 26 Nov 2026 10:00:00 GMT' }), 'BODY', options).status).toBe(304)
    expect(conditionalResponse(ask({ 'If-Modified-Since': 'Thu, 26 Nov 2026 09:59:59 GMT' }), 'BODY', options).status).toBe(200)
    // If-None-Match wins: a stale tag is a change whatever the date says.
    expect(
      conditionalResponse(ask({ 'If-None-Match': '"old"', 'If-Modified-Since': 'Thu, 26 Nov 2026 10:00:00 GMT' }), 'BODY', options).status,
    ).toBe(200)
    expect(conditionalResponse(ask({ 'If-None-Match': etag }), 'OTHER BODY', options).status).toBe(200)
  })

  it('gives no date for a change in the current second, which a second change in it could not be told from', () => {
    const fresh = conditionalResponse(ask(), 'BODY', { ...options, now: new Date('2026-11-26T10:00:00.950Z') })
    expect(fresh.headers.get('last-modified')).toBeNull()
    expect(fresh.headers.get('etag')).toMatch(/^"[^"]+"$/)
  })
})
