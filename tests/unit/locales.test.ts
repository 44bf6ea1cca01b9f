import { describe, expect, it } from 'vitest'

import { DEFAULT_LOCALE, isLocale, LANGUAGE_TAGS, LOCALE_COOKIE, LOCALES, localizedPath } from '@/domain/locales'

describe('locales (spec §1, §4)', () => {
  it('offers the six interface languages with English as the default', () => {
    expect(LOCALES).toEqual(['en', 'es', 'fr', 'pl', 'lt', 'pt'])
    expect(DEFAULT_LOCALE).toBe('en')
  })

  it('maps every locale to a valid BCP 47 tag (en-GB, not the spec’s en-UK)', () => {
    for (const locale of LOCALES) {
      const tag = LANGUAGE_TAGS[locale]
      expect(Intl.getCanonicalLocales(tag)).toEqual([tag])
      expect(tag.startsWith(locale)).toBe(true)
    }
    expect(LANGUAGE_TAGS.en).toBe('en-GB')
  })

  it('remembers the chosen locale for 365 days, SameSite=Lax', () => {
    expect(LOCALE_COOKIE).toMatchObject({ name: 'NEXT_LOCALE', maxAgeSeconds: 31_536_000, sameSite: 'lax' })
  })

  it('accepts only the six codes', () => {
    expect(isLocale('pl')).toBe(true)
    expect(isLocale('de')).toBe(false)
    expect(isLocale('EN')).toBe(false)
    expect(isLocale(undefined)).toBe(false)
  })

  it('serves English unprefixed and the others under their prefix', () => {
    expect(localizedPath('en', '/')).toBe('/')
    expect(localizedPath('en', '/about')).toBe('/about')
    expect(localizedPath('lt', '/')).toBe('/lt')
    expect(localizedPath('pt', '/explore/st-ives')).toBe('/pt/explore/st-ives')
    expect(localizedPath('fr', 'contact')).toBe('/fr/contact')
  })
})
