import { localizedPath, type Locale, pathWithoutLocale } from './locales'

/** The service worker's caches, by name (the debug panel sums their sizes). */
export const OFFLINE_CACHES = {
  static: 'next-static',
  townData: 'town-data',
  media: 'media',
  tiles: 'map-tiles',
  basemapStyle: 'map-style',
  pages: 'pages',
} as const

export const offlinePagePath = (locale: Locale) => localizedPath(locale, '/offline')

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
 * visitor's language and its public data, so the map, place details, notices, events and
 * highlights work later without a connection.
 */
export function townOfflineUrls(locale: Locale, town: { slug: string; dbKey: string }): string[] {
  const key = encodeURIComponent(town.dbKey)
  return [
    localizedPath(locale, `/explore/${town.slug}`),
    localizedPath(locale, `/explore/${town.slug}/map`),
    localizedPath(locale, `/highlights/${town.slug}`),
    `/api/places/town/${key}?locale=${locale}`,
    `/api/events/town/${key}?locale=${locale}`,
    `/api/notices/town/${key}?locale=${locale}`,
  ]
}
