import { decodePathSegment } from './urls'
import { localeOfPath, localizedPath, type Locale, pathWithoutLocale } from './locales'
import { eventPath, tourPath, townHighlightsPath, townMapPath, townPath } from './town-paths'

/** The service worker's caches, by name (the debug panel sums their sizes). */
export const OFFLINE_CACHES = {
  static: 'next-static',
  townData: 'town-data',
  departures: 'departures',
  media: 'media',
  tiles: 'map-tiles',
  basemapStyle: 'map-style',
  /** Byte ranges of our own district map file as read (a town's streets), one entry per range. */
  districtRanges: 'district-map-ranges',
  /** The whole district map file (kiosks, screens, and visitors who save it). */
  districtFile: 'district-map-file',
  /** The pictures of the district's streets under the map's first picture, as viewed. */
  streetPictures: 'street-pictures',
  pages: 'pages',
} as const

/** A performance mark set once every public chunk is kept: the guide is ready offline (read by bench/offline and tests). */
export const OFFLINE_READY_MARK = 'town-guide:offline-ready'
/** A performance mark set once the streets of the town being looked at are kept (read by tests and bench/offline). */
export const TOWN_STREETS_KEPT_MARK = 'town-guide:town-streets-kept'
/** "Ready to work offline" is news once: it goes by itself after this long, and is remembered as dismissed. */
export const READY_TOAST_MS = 8000

export const offlinePagePath = (locale: Locale) => localizedPath(locale, '/offline')

const PLACE_PATH = /^\/explore\/([^/]+)\/map\/([^/]+)\/?$/

/** A place's own address, split: `/pl/explore/st-neots/map/priory-centre` → town `st-neots`, place `priory-centre`. */
export function placeOfPath(pathname: string): { town: string; place: string } | null {
  const match = PLACE_PATH.exec(pathWithoutLocale(pathname))
  return match ? { town: decodePathSegment(match[1]!), place: decodePathSegment(match[2]!) } : null
}

/** The town map a place's address belongs to, in the same language (`/pl/explore/st-neots/map`), or null. */
export function townMapOfPlacePath(pathname: string): string | null {
  const match = PLACE_PATH.exec(pathWithoutLocale(pathname))
  return match ? localizedPath(localeOfPath(pathname), townMapPath(match[1])) : null
}

const NEVER_CACHED = /^\/(api|admin|_next|builds|serwist)(\/|$)/

/**
 * Whether a request is a public page the service worker keeps for offline use: HTML, not the
 * CMS, not an API, not an RSC payload (an RSC request that fails makes Next load the page as
 * HTML, which the cache then serves), not a test or demo page.
 */
export function isOfflineCacheablePage(pathname: string, wantsHtml: boolean, isRsc: boolean): boolean {
  if (!wantsHtml || isRsc || NEVER_CACHED.test(pathname)) return false
  return !/^\/(test|demo|test-[a-z-]+|mock-location)(\/|$)/.test(pathWithoutLocale(pathname))
}

/**
 * What the service worker fetches ahead when a visitor opens a town (issue 6): its pages in the
 * visitor's language (its walking tours' and event pages among them, issues 20 and 25) and its public data, so the map,
 * place details, notices, events, highlights and tours work later without a connection.
 */
export function townOfflineUrls(
  locale: Locale,
  town: { slug: string; dbKey: string; tours: readonly string[]; events?: readonly string[] },
): string[] {
  const key = encodeURIComponent(town.dbKey)
  return [
    localizedPath(locale, townPath(town.slug)),
    localizedPath(locale, townMapPath(town.slug)),
    localizedPath(locale, townHighlightsPath(town.slug)),
    ...town.tours.map((tour) => localizedPath(locale, tourPath(town.slug, tour))),
    ...(town.events ?? []).map((event) => localizedPath(locale, eventPath(town.slug, event))),
    `/api/places/town/${key}?locale=${locale}`,
    `/api/events/town/${key}?locale=${locale}`,
    `/api/notices/town/${key}?locale=${locale}`,
  ]
}
