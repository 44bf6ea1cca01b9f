import { describe, expect, it } from 'vitest'

import { cacheControlFor, mergedVary, microCacheExpiry, PRIVATE_CACHE_CONTROL } from '@/domain/shared-cache.mjs'

describe('responses that set a cookie are never publicly cacheable (issue 28)', () => {
  it('leaves a response without a cookie as it is', () => {
    expect(cacheControlFor('s-maxage=31536000', false)).toBe('s-maxage=31536000')
    expect(cacheControlFor(undefined, false)).toBeUndefined()
  })

  it('makes a cookie-setting response private, whatever it said', () => {
    for (const value of [
      's-maxage=31536000',
      'public, max-age=60',
      's-maxage=1, stale-while-revalidate=59',
      undefined,
      '',
      ['public', 'max-age=1'],
    ]) {
      expect(cacheControlFor(value, true), String(value)).toBe(PRIVATE_CACHE_CONTROL)
    }
  })

  it('keeps a response that is already private or not stored', () => {
    expect(cacheControlFor('private, max-age=0', true)).toBe('private, max-age=0')
    expect(cacheControlFor('no-store', true)).toBe('no-store')
    expect(cacheControlFor('no-cache, no-store, must-revalidate', true)).toBe('no-cache, no-store, must-revalidate')
    // Only whole directives count: a made-up "privately" is not "private".
    expect(cacheControlFor('public, x-privately=1', true)).toBe(PRIVATE_CACHE_CONTROL)
  })
})

describe('Vary goes out as one line', () => {
  it('joins the lines and names each header once', () => {
    expect(mergedVary(['Cookie, Accept-Language', 'rsc, Accept-Encoding', 'cookie'])).toBe('Cookie, Accept-Language, rsc, Accept-Encoding')
    expect(mergedVary('Accept-Encoding')).toBe('Accept-Encoding')
    expect(mergedVary([' , ', ''])).toBe('')
  })
})

describe('microCacheExpiry', () => {
  it('is the current second, absolute, so nginx keeps a copy until the second ends', () => {
    expect(microCacheExpiry(Date.UTC(2026, 10, 26, 12, 0, 0, 999))).toBe(`@${Date.UTC(2026, 10, 26, 12, 0, 0) / 1000}`)
    expect(microCacheExpiry(1_000)).toBe('@1')
  })
})
