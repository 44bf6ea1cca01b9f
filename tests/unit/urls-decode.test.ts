import { describe, expect, it } from 'vitest'

import { decodePathSegment, isRoutablePath } from '@/domain/urls'

describe('decodePathSegment', () => {
  it('decodes once and never throws on a stray %', () => {
    expect(decodePathSegment('caf%C3%A9')).toBe('café')
    expect(decodePathSegment('%')).toBe('%')
    expect(decodePathSegment('%E0%A4%A')).toBe('%E0%A4%A')
    expect(decodePathSegment('plain-slug')).toBe('plain-slug')
  })
})

describe('isRoutablePath', () => {
  it('accepts what decodes twice and refuses what Next would fail on', () => {
    expect(isRoutablePath('/explore/st-ives/map/caf%C3%A9')).toBe(true)
    expect(isRoutablePath('/pl/explore/st-ives')).toBe(true)
    expect(isRoutablePath('/about%zz')).toBe(false)
    expect(isRoutablePath('/explore/huntingdon/map/%E0%A4%A')).toBe(false)
    expect(isRoutablePath('/pt/explore/huntingdon/map/%25%20')).toBe(false)
  })
})

describe('what the server refuses before Next (issue 28 fuzz)', () => {
  it('a path Next cannot decode even once, on a route the proxy never sees', async () => {
    const { isDecodablePath, isBeyondTheProxy } = await import('@/domain/routable-path.mjs')
    expect(isDecodablePath('/api/feedback-messages/%')).toBe(false)
    expect(isDecodablePath('/builds/%zz.json')).toBe(false)
    // Decoded once it is "% ": a route handler takes that as its parameter and answers for itself.
    expect(isDecodablePath('/api/places/town/%25%20')).toBe(true)
    for (const path of ['/api/places', '/builds/x.json', '/serwist/sw.js', '/_next/static/x', '/admin/x', '/icon.svg'])
      expect(isBeyondTheProxy(path), path).toBe(true)
    for (const path of ['/', '/explore/st-ives', '/pl/about']) expect(isBeyondTheProxy(path), path).toBe(false)
  })
})
