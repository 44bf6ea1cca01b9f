import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  applySettingsParams,
  DEFAULT_KIOSK_SETTINGS,
  KIOSK_VALUES,
  normaliseStoredSettings,
  parseSetKiosk,
  parseSetScreen,
  parseSetTown,
  SCREEN_VALUES,
} from '@/domain/kiosk-settings'
import { isLocale, LOCALES } from '@/domain/locales'
import { parseDisableLocationRequest } from '@/domain/location'
import { parseBustCache, parseDebug } from '@/domain/session-flags'

/**
 * Issue 8, hostile input: 1,000 generated values for each query parameter of the spec, through the
 * parsers the pages use. None throws; each answers a valid setting or "ignore this".
 */
const RUNS = { numRuns: 1000 }
const anyText = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
)
const maybe = fc.option(anyText, { nil: null })

describe('query parameters never throw and never yield an invalid setting', () => {
  it('setkiosk / setscreen / settown', () => {
    fc.assert(
      fc.property(maybe, (value) => {
        const kiosk = parseSetKiosk(value)
        expect(kiosk === null || (KIOSK_VALUES as readonly string[]).includes(kiosk)).toBe(true)
        const screen = parseSetScreen(value)
        expect(screen === null || (SCREEN_VALUES as readonly string[]).includes(screen)).toBe(true)
        const town = parseSetTown(value)
        expect(town === null || (town.length > 0 && town === town.trim())).toBe(true)
      }),
      RUNS,
    )
  })

  it('a whole query string applied to stored settings keeps them valid and reports what it refused', () => {
    const entries = fc.array(fc.tuple(fc.constantFrom('settown', 'setkiosk', 'setscreen', 'other'), anyText), { maxLength: 6 })
    fc.assert(
      fc.property(entries, (pairs) => {
        const params = new URLSearchParams(pairs)
        const { settings, invalid } = applySettingsParams(DEFAULT_KIOSK_SETTINGS, params)
        expect(normaliseStoredSettings(settings)).toEqual(settings)
        for (const refused of invalid) expect(['settown', 'setkiosk', 'setscreen']).toContain(refused.param)
      }),
      RUNS,
    )
  })

  it('bustcache, debug and disableLocationRequest are on only for their documented values', () => {
    fc.assert(
      fc.property(maybe, (value) => {
        expect(parseBustCache(value)).toBe(value === '1' || value === 'true' ? true : undefined)
        expect(parseDebug(value)).toBe(value === 'true' ? true : undefined)
        expect(parseDisableLocationRequest(value)).toBe(value != null && ['true', '1', 'yes'].includes(value.trim().toLowerCase()))
      }),
      RUNS,
    )
  })

  it('locale is one of the six or refused', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, fc.constantFrom(...LOCALES)), (value) => {
        expect(isLocale(value)).toBe((LOCALES as readonly string[]).includes(value))
      }),
      RUNS,
    )
  })

  it('stored settings of any shape read back as valid settings', () => {
    fc.assert(
      fc.property(fc.anything(), (stored) => {
        const settings = normaliseStoredSettings(stored)
        expect(
          (KIOSK_VALUES as readonly string[]).includes(settings.kiosk) && (SCREEN_VALUES as readonly string[]).includes(settings.screen),
        ).toBe(true)
      }),
      RUNS,
    )
  })
})
