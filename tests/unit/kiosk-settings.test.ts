import { describe, expect, it } from 'vitest'

import {
  SCREEN_OUT_OF_DATE_MS,
  screenLastUpdated,
  applySettingsParams,
  DEFAULT_KIOSK_SETTINGS,
  DEFAULT_TOWN,
  displayModeOf,
  highlightsPathFor,
  KIOSK_SETTINGS_STORAGE_KEY,
  kioskPathFor,
  normaliseStoredSettings,
  parseSetKiosk,
  parseSetLang,
  parseSetScreen,
  parseSetTown,
} from '@/domain/kiosk-settings'

// Spec §4/§5/§7: one fixed key; town any non-empty string (default huntingdon); kiosk kioskA/kioskB/kioska/kioskb
// normalised to kioskA/kioskB; screen screen1/screen2 only.
describe('kiosk settings validation', () => {
  it('uses one fixed key and the spec defaults', () => {
    expect(KIOSK_SETTINGS_STORAGE_KEY).toBe('town-guide:kiosk-settings')
    expect(DEFAULT_TOWN).toBe('huntingdon')
    expect(DEFAULT_KIOSK_SETTINGS).toEqual({ town: 'huntingdon', kiosk: 'kioskA', screen: 'screen1', lang: 'en' })
  })
  it('settown accepts any non-empty string', () => {
    expect(parseSetTown('st-ives')).toBe('st-ives')
    expect(parseSetTown('anything at all')).toBe('anything at all')
    expect(parseSetTown('')).toBeNull()
    expect(parseSetTown('   ')).toBeNull()
    expect(parseSetTown(null)).toBeNull()
  })
  it('setkiosk accepts only the four spellings, upper-casing the last letter', () => {
    expect(parseSetKiosk('kioskA')).toBe('kioskA')
    expect(parseSetKiosk('kioska')).toBe('kioskA')
    expect(parseSetKiosk('kioskB')).toBe('kioskB')
    expect(parseSetKiosk('kioskb')).toBe('kioskB')
    for (const bad of ['KIOSKA', 'Kioska', 'kioskC', 'kiosk', 'a', '', ' kioskA', 'kioskAB', null]) expect(parseSetKiosk(bad)).toBeNull()
  })
  it('setlang accepts the guide’s six languages, in any case', () => {
    expect(parseSetLang('pl')).toBe('pl')
    expect(parseSetLang('LT')).toBe('lt')
    for (const bad of ['de', 'english', 'en-GB', '', null]) expect(parseSetLang(bad)).toBeNull()
  })
  it('setscreen accepts only screen1 and screen2', () => {
    expect(parseSetScreen('screen1')).toBe('screen1')
    expect(parseSetScreen('screen2')).toBe('screen2')
    for (const bad of ['screen3', 'Screen1', 'screen', '', null]) expect(parseSetScreen(bad)).toBeNull()
  })
})

describe('applySettingsParams', () => {
  it('stores valid values, normalised', () => {
    const r = applySettingsParams(
      DEFAULT_KIOSK_SETTINGS,
      new URLSearchParams('settown=st-neots&setkiosk=kioskb&setscreen=screen2&setlang=FR'),
    )
    expect(r).toEqual({ settings: { town: 'st-neots', kiosk: 'kioskB', screen: 'screen2', lang: 'fr' }, changed: true, invalid: [] })
  })
  it('ignores invalid values, reports them, and keeps the stored value', () => {
    const current = { town: 'ramsey', kiosk: 'kioskB' as const, screen: 'screen2' as const, lang: 'pl' as const }
    const r = applySettingsParams(current, new URLSearchParams('settown=&setkiosk=kioskC&setscreen=screen9&setlang=de'))
    expect(r.settings).toBe(current)
    expect(r.changed).toBe(false)
    expect(r.invalid).toEqual([
      { param: 'settown', value: '' },
      { param: 'setkiosk', value: 'kioskC' },
      { param: 'setscreen', value: 'screen9' },
      { param: 'setlang', value: 'de' },
    ])
  })
  it('applies the valid ones of a mixed set', () => {
    const r = applySettingsParams(DEFAULT_KIOSK_SETTINGS, new URLSearchParams('settown=ramsey&setkiosk=KIOSKB'))
    expect(r.settings).toEqual({ town: 'ramsey', kiosk: 'kioskA', screen: 'screen1', lang: 'en' })
    expect(r.invalid).toEqual([{ param: 'setkiosk', value: 'KIOSKB' }])
  })
  it('changes nothing without parameters', () => {
    expect(applySettingsParams(DEFAULT_KIOSK_SETTINGS, new URLSearchParams('place=x'))).toEqual({
      settings: DEFAULT_KIOSK_SETTINGS,
      changed: false,
      invalid: [],
    })
  })
})

describe('stored settings and paths', () => {
  it('falls back to defaults field by field for malformed storage', () => {
    expect(normaliseStoredSettings(null)).toEqual(DEFAULT_KIOSK_SETTINGS)
    expect(normaliseStoredSettings({ town: 'st-ives', kiosk: 'kioskZ', screen: 2, lang: 'xx' })).toEqual({
      town: 'st-ives',
      kiosk: 'kioskA',
      screen: 'screen1',
      lang: 'en',
    })
  })
  it('tells kiosk and screen paths apart, with or without a locale', () => {
    expect(displayModeOf('/kiosk')).toBe('kiosk')
    expect(displayModeOf('/fr/kiosk/ramsey')).toBe('kiosk')
    expect(displayModeOf('/screen/st-ives/highlights')).toBe('screen')
    expect(displayModeOf('/kiosks')).toBeNull()
    expect(displayModeOf('/explore/ramsey/map')).toBeNull()
  })
  it('sends idle displays to the highlights page of their mode, kiosk by default', () => {
    expect(highlightsPathFor('kiosk', 'ramsey')).toBe('/kiosk/ramsey/highlights')
    expect(highlightsPathFor('screen', 'st-ives')).toBe('/screen/st-ives/highlights')
    expect(highlightsPathFor(null, 'huntingdon')).toBe('/kiosk/huntingdon/highlights')
  })
})

// Spec §2 kiosk safety: links that would leave the kiosk become QR codes; the map and highlights stay in kiosk paths.
describe('kioskPathFor', () => {
  const origin = 'https://guide.example'
  const at = (href: string) => kioskPathFor(new URL(href, origin), origin)
  it('keeps the town map, its places and the highlights on the kiosk', () => {
    expect(at('/explore/ramsey/map')).toBe('/kiosk/ramsey')
    expect(at('/fr/explore/ramsey/map/ramsey-abbey')).toBe('/kiosk/ramsey/ramsey-abbey')
    expect(at('/highlights/st-ives')).toBe('/kiosk/st-ives/highlights')
    expect(at('/kiosk/st-ives?x=1')).toBe('/kiosk/st-ives?x=1')
  })
  it('turns external sites, other pages, phone and mail links into QR codes', () => {
    expect(at('https://example.org/')).toBeNull()
    expect(at('tel:01480000000')).toBeNull()
    expect(at('mailto:info@example.org')).toBeNull()
    expect(at('/about')).toBeNull()
    expect(at('/admin')).toBeNull()
    expect(at('/explore/ramsey')).toBeNull()
  })
})

describe('screenLastUpdated', () => {
  const loaded = 1_000_000
  it('says nothing while the server answered within the last ten minutes', () => {
    expect(screenLastUpdated(loaded + 60_000, loaded, loaded + 60_000 + SCREEN_OUT_OF_DATE_MS)).toBeNull()
    expect(screenLastUpdated(null, loaded, loaded + SCREEN_OUT_OF_DATE_MS)).toBeNull()
  })
  it('gives the last answer once the server has been out of reach for longer', () => {
    expect(screenLastUpdated(loaded + 60_000, loaded, loaded + 60_001 + SCREEN_OUT_OF_DATE_MS)).toBe(loaded + 60_000)
    // Never reached since the page loaded: its content is as of the load.
    expect(screenLastUpdated(null, loaded, loaded + 1 + SCREEN_OUT_OF_DATE_MS)).toBe(loaded)
  })
})
