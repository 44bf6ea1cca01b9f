import { describe, expect, it } from 'vitest'

import { inLocale, pickLocale, untranslatedLocales } from '@/domain/translation-fallback'

describe('a localized field in the visitor’s language, or in English, said so (issue 27)', () => {
  it('takes the visitor’s language when it has text', () => {
    expect(inLocale({ en: 'Museum', lt: 'Muziejus' }, 'lt')).toEqual({ value: 'Muziejus', inEnglish: false })
    expect(inLocale({ en: ['museum'], pl: ['muzeum'] }, 'pl')).toEqual({ value: ['muzeum'], inEnglish: false })
  })

  it('falls back to English for a missing, empty or blank list, and says so', () => {
    for (const values of [{ en: 'Museum' }, { en: 'Museum', fr: null }, { en: 'Museum', fr: '' }]) {
      expect(inLocale(values, 'fr')).toEqual({ value: 'Museum', inEnglish: true })
    }
    expect(inLocale({ en: ['museum'], es: [] }, 'es')).toEqual({ value: ['museum'], inEnglish: true })
  })

  it('English is never "in English" for an English visitor, and nothing is nothing', () => {
    expect(inLocale({ en: 'Museum' }, 'en')).toEqual({ value: 'Museum', inEnglish: false })
    expect(inLocale({ fr: 'Musée' }, 'en')).toEqual({ value: null, inEnglish: false })
    expect(inLocale({}, 'pt')).toEqual({ value: null, inEnglish: false })
    expect(inLocale(undefined, 'pt')).toEqual({ value: null, inEnglish: false })
  })
})

describe('the languages a document still lacks (the admin’s translations column)', () => {
  const LOCALES = ['en', 'es', 'fr', 'pl', 'lt', 'pt'] as const
  it('lists each language missing any field that has English text', () => {
    expect(untranslatedLocales([{ en: 'Museum' }], LOCALES)).toEqual(['es', 'fr', 'pl', 'lt', 'pt'])
    expect(
      untranslatedLocales(
        [
          { en: 'Museum', es: 'Museo', fr: 'Musée', pl: 'Muzeum', lt: 'Muziejus', pt: 'Museu' },
          { en: ['museum'], lt: ['muziejus'], pl: [] },
        ],
        LOCALES,
      ),
    ).toEqual(['es', 'fr', 'pl', 'pt'])
  })

  it('ignores fields with no English text, and lists nothing for a complete document', () => {
    expect(untranslatedLocales([{ en: null, fr: 'x' }, undefined, { en: '' }], LOCALES)).toEqual([])
    const all = Object.fromEntries(LOCALES.map((l) => [l, 'text']))
    expect(untranslatedLocales([all, all], LOCALES)).toEqual([])
  })
})

describe('several fields at once', () => {
  it('picks each in the visitor’s language or English, naming those in English', () => {
    const event = { title: { en: 'Fair', pl: 'Jarmark' }, description: { en: 'Rides and stalls.' }, venue: null }
    expect(pickLocale(event, ['title', 'description', 'venue'], 'pl')).toEqual({
      values: { title: 'Jarmark', description: 'Rides and stalls.', venue: null },
      inEnglish: ['description'],
    })
    expect(pickLocale(event, ['title', 'description'], 'en').inEnglish).toEqual([])
  })
})
