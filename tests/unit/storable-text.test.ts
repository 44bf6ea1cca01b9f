import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { hasUnstorableCharacters, toStorableText } from '@/domain/storable-text'

describe('text Postgres can store', () => {
  it('finds NULs and lone surrogates, and nothing in ordinary text', () => {
    for (const text of ['a\u0000b', '\u0000', 'cut emoji \uD83D', '\uDE00 at the start', 'pair reversed \uDE00\uD83D'])
      expect(hasUnstorableCharacters(text), JSON.stringify(text)).toBe(true)
    for (const text of ['', 'Café ☕', 'emoji 😀 whole', 'Zażółć gęślą jaźń', '\u202e', 'tab\tand\nnewline'])
      expect(hasUnstorableCharacters(text), JSON.stringify(text)).toBe(false)
  })

  it('drops NULs and replaces each lone surrogate with U+FFFD, keeping pairs', () => {
    expect(toStorableText('a\u0000b\u0000')).toBe('ab')
    expect(toStorableText('cut \uD83D')).toBe('cut \uFFFD')
    expect(toStorableText('\uDE00\uD83D\uDE00')).toBe('\uFFFD\uD83D\uDE00')
    expect(toStorableText('😀')).toBe('😀')
  })

  it('always gives well-formed text without NULs, unchanged if it already was, and stable when applied again', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const stored = toStorableText(text)
        expect(stored.includes('\u0000')).toBe(false)
        // Well-formed UTF-16 survives a round trip through UTF-8 unchanged.
        expect(Buffer.from(stored, 'utf8').toString('utf8')).toBe(stored)
        expect(toStorableText(stored)).toBe(stored)
        expect(hasUnstorableCharacters(text)).toBe(stored !== text)
      }),
      { numRuns: 2000 },
    )
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(toStorableText(text)).toBe(text.replaceAll('\u0000', ''))
      }),
    )
  })
})
