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
