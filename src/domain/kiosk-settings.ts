import { DEFAULT_LOCALE, isLocale, type Locale } from './locales'

/**
 * Kiosk settings (spec §2 query parameters, §4 "Kiosk settings", §5 validation, §7 defaults): stored in
 * the browser under one fixed key; settown, setkiosk and setscreen on kiosk and screen routes update them.
 * Issue 29: setlang sets the kiosk's home language, the one every reset returns to (English unless set).
 */

export const KIOSK_SETTINGS_STORAGE_KEY = 'town-guide:kiosk-settings'
export const DEFAULT_TOWN = 'huntingdon'
export const KIOSK_VALUES = ['kioskA', 'kioskB'] as const
export const SCREEN_VALUES = ['screen1', 'screen2'] as const
export const SETTINGS_PARAMS = { town: 'settown', kiosk: 'setkiosk', screen: 'setscreen', lang: 'setlang' } as const

export type KioskId = (typeof KIOSK_VALUES)[number]
export type ScreenId = (typeof SCREEN_VALUES)[number]
export type KioskSettings = { town: string; kiosk: KioskId; screen: ScreenId; lang: Locale }

export const DEFAULT_KIOSK_SETTINGS: KioskSettings = { town: DEFAULT_TOWN, kiosk: 'kioskA', screen: 'screen1', lang: DEFAULT_LOCALE }

/** settown: any non-empty string (trimmed). */
export function parseSetTown(value: string | null | undefined): string | null {
  const town = value?.trim()
  return town ? town : null
}

/** setkiosk: only kioskA, kioskB, kioska or kioskb, normalised so the last letter is upper case. */
export function parseSetKiosk(value: string | null | undefined): KioskId | null {
  if (value == null || !/^kiosk[ab]$/i.test(value) || !value.startsWith('kiosk')) return null
  return `kiosk${value.slice(-1).toUpperCase()}` as KioskId
}

/** setscreen: only screen1 or screen2. */
export function parseSetScreen(value: string | null | undefined): ScreenId | null {
  return value != null && (SCREEN_VALUES as readonly string[]).includes(value) ? (value as ScreenId) : null
}

/** setlang: one of the guide's languages (en, es, fr, pl, lt, pt), any case. */
export function parseSetLang(value: string | null | undefined): Locale | null {
  const lang = value?.trim().toLowerCase()
  return isLocale(lang) ? lang : null
}

/** A stored value read back: anything malformed falls back to the defaults, field by field. */
export function normaliseStoredSettings(value: unknown): KioskSettings {
  const v = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>
  return {
    town: (typeof v.town === 'string' && parseSetTown(v.town)) || DEFAULT_TOWN,
    kiosk: (typeof v.kiosk === 'string' && parseSetKiosk(v.kiosk)) || DEFAULT_KIOSK_SETTINGS.kiosk,
    screen: (typeof v.screen === 'string' && parseSetScreen(v.screen)) || DEFAULT_KIOSK_SETTINGS.screen,
    lang: (typeof v.lang === 'string' && parseSetLang(v.lang)) || DEFAULT_KIOSK_SETTINGS.lang,
  }
}

export type SettingsUpdate = { settings: KioskSettings; changed: boolean; invalid: { param: string; value: string }[] }

/**
 * Applies settown/setkiosk/setscreen/setlang from a query string to the stored settings. Valid values replace
 * the stored ones; invalid ones are reported (the caller warns) and leave the stored value as it was.
 */
export function applySettingsParams(current: KioskSettings, params: URLSearchParams): SettingsUpdate {
  const next = { ...current }
  const invalid: SettingsUpdate['invalid'] = []
  const parsers: { [K in keyof KioskSettings]: (value: string) => KioskSettings[K] | null } = {
    town: parseSetTown,
    kiosk: parseSetKiosk,
    screen: parseSetScreen,
    lang: parseSetLang,
  }
  for (const key of Object.keys(parsers) as (keyof KioskSettings)[]) {
    const value = params.get(SETTINGS_PARAMS[key])
    if (value === null) continue
    const parsed = parsers[key](value)
    if (parsed) (next as Record<keyof KioskSettings, string>)[key] = parsed
    else invalid.push({ param: SETTINGS_PARAMS[key], value })
  }
  const changed = (Object.keys(parsers) as (keyof KioskSettings)[]).some((key) => next[key] !== current[key])
  return { settings: changed ? next : current, changed, invalid }
}

export type DisplayMode = 'kiosk' | 'screen'

/** The mode of a path (after an optional locale prefix): /kiosk… or /screen…, else null. */
export function displayModeOf(pathname: string): DisplayMode | null {
  const match = /^\/(?:[a-z]{2}\/)?(kiosk|screen)(?:\/|$)/.exec(pathname)
  return match ? (match[1] as DisplayMode) : null
}

/** Spec §4: idle sends the display to the highlights page of its mode (kiosk by default). */
export function highlightsPathFor(mode: DisplayMode | null, town: string): string {
  return `/${mode ?? 'kiosk'}/${encodeURIComponent(town)}/highlights`
}

/** Screen mode (spec §2 map-screen): each rotating slide (highlight, notices, events) stays this long. */
export const SCREEN_SLIDE_MS = 12_000

/** Issue 21: a screen that has not reached the server for this long says when its content was last confirmed. */
export const SCREEN_OUT_OF_DATE_MS = 10 * 60_000

/** The "last updated" time a screen shows, or null while its content is known to be current. */
export function screenLastUpdated(checkedAt: number | null, loadedAt: number, now: number): number | null {
  const confirmed = checkedAt ?? loadedAt
  return now - confirmed > SCREEN_OUT_OF_DATE_MS ? confirmed : null
}

/**
 * Where a link clicked on a kiosk may go (spec §2 kiosk safety: a kiosk never strands a visitor).
 * Returns a kiosk path (locale-free) for the town map, its places and the highlights, or null when the
 * link must not open on the kiosk (external sites, phone and mail links, other pages): it becomes a QR code.
 */
export function kioskPathFor(url: URL, kioskOrigin: string): string | null {
  if (url.origin !== kioskOrigin) return null
  const segments = url.pathname.split('/').filter(Boolean)
  if (segments.length && isLocale(segments[0])) segments.shift()
  const [first, town, third, place] = segments
  if (first === 'kiosk' || first === 'screen') return `/${segments.join('/')}${url.search}`
  if (first === 'explore' && town && third === 'map' && segments.length === 3) return `/kiosk/${town}`
  if (first === 'explore' && town && third === 'map' && place && segments.length === 4) return `/kiosk/${town}/${place}`
  if (first === 'highlights' && town && segments.length === 2) return `/kiosk/${town}/highlights`
  return null
}
