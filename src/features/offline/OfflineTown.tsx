'use client'

import { useLocale } from 'next-intl'
import { useEffect } from 'react'

import { townOfflineUrls } from '@/domain/offline-pages'

import { cacheForOffline } from './service-worker-client'

/**
 * Rendered on a town's pages: once the visitor opens a town, its pages in their language (its
 * tours' and events' too) and its places, events and notices are fetched ahead, so they work later without a connection.
 */
export function OfflineTown({
  slug,
  dbKey,
  tours,
  events,
}: {
  slug: string
  dbKey: string
  tours: readonly string[]
  /** The slugs of its event pages (issue 25). */
  events?: readonly string[]
}) {
  const locale = useLocale()
  useEffect(() => {
    const urls = townOfflineUrls(locale, { slug, dbKey, tours, events })
    const start = () => void cacheForOffline(urls)
    // After the page has settled, so the prefetch never competes with what the visitor sees.
    const timer = setTimeout(start, 1500)
    navigator.serviceWorker?.addEventListener('controllerchange', start)
    return () => {
      clearTimeout(timer)
      navigator.serviceWorker?.removeEventListener('controllerchange', start)
    }
  }, [locale, slug, dbKey, tours, events])
  return null
}
