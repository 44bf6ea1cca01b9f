import { describe, expect, it } from 'vitest'

import { decodePathSegment } from '@/domain/urls'

describe('decodePathSegment', () => {
  it('decodes once and never throws on a stray %', () => {
    expect(decodePathSegment('caf%C3%A9')).toBe('café')
    expect(decodePathSegment('%')).toBe('%')
    expect(decodePathSegment('%E0%A4%A')).toBe('%E0%A4%A')
    expect(decodePathSegment('plain-slug')).toBe('plain-slug')
  })
})
