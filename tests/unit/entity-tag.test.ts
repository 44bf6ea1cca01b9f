import { describe, expect, it } from 'vitest'

import { ifNoneMatchHits } from '@/domain/entity-tag'

describe('If-None-Match', () => {
  const etag = '"abc-123"'
  it('matches the tag itself, its weak form a cache hands back, any tag of a list, and *', () => {
    expect(ifNoneMatchHits('"abc-123"', etag)).toBe(true)
    expect(ifNoneMatchHits('W/"abc-123"', etag)).toBe(true)
    expect(ifNoneMatchHits('"old", W/"abc-123"', etag)).toBe(true)
    expect(ifNoneMatchHits('*', etag)).toBe(true)
    expect(ifNoneMatchHits('"abc-123"', 'W/"abc-123"')).toBe(true)
  })
  it('matches nothing else', () => {
    expect(ifNoneMatchHits(null, etag)).toBe(false)
    expect(ifNoneMatchHits('', etag)).toBe(false)
    expect(ifNoneMatchHits('"abc-1234"', etag)).toBe(false)
    expect(ifNoneMatchHits('abc-123', etag)).toBe(false)
    expect(ifNoneMatchHits('"other", "more"', etag)).toBe(false)
  })
})
