'use client'

import { useLocale } from 'next-intl'
import { useEffect } from 'react'

import { TOWN_STREETS_KEPT_MARK, townOfflineUrls } from '@/domain/offline-pages'

import { boundsOfTown, keepDistrictMap } from './keep-district-map'
import type { OfflineTownFacts } from './offline-town'
import { cacheForOffline } from './service-worker-client'

/**
 * Rendered on a town's pages: once the visitor opens a town, its pages in their language (its
 * tours' and events' too), its places, events and notices, and the streets of its map (and the
 * pictures of them its map first shows) are fetched ahead, so they work later without a connection.
 */
export function OfflineTown({
  town,
  tours,
  events,
}: {
  /** Its map's bounds (its streets are kept at every zoom, a megabyte or two) and first view (the street pictures under its first picture). */
  town: OfflineTownFacts
  tours: readonly string[]
  /** The slugs of its event pages (issue 25). */
  events?: readonly string[]
}) {
  const locale = useLocale()
  const { slug, dbKey, maxBounds, centre, zoom } = town
  useEffect(() => {
    const urls = townOfflineUrls(locale, { slug, dbKey, tours, events })
    const bounds = boundsOfTown(maxBounds)
    const start = () =>
      void cacheForOffline(urls)
        .then(() => keepDistrictMap({ lang: locale, bounds, view: { centre, zoom } }))
        .then(({ kept }) => kept && performance.mark(TOWN_STREETS_KEPT_MARK))
    // After the page has settled, so the prefetch never competes with what the visitor sees.
    const timer = setTimeout(start, 1500)
    navigator.serviceWorker?.addEventListener('controllerchange', start)
    return () => {
      clearTimeout(timer)
      navigator.serviceWorker?.removeEventListener('controllerchange', start)
    }
  }, [locale, slug, dbKey, tours, events, maxBounds, centre, zoom])
  return null
}
