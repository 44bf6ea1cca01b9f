/// <reference lib="webworker" />
// The service worker, bundled by esbuild through src/app/serwist/[path]/route.ts (not by Next).
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  type PrecacheEntry,
  Serwist,
  type SerwistGlobalConfig,
  type SerwistPlugin,
  StaleWhileRevalidate,
  Strategy,
  type StrategyHandler,
} from 'serwist'

import { cacheKindOfPath, isFresh, ttlFor } from '@/domain/cache-ttl'
import { localeOfPath, LOCALES } from '@/domain/locales'
import { MAP_STYLE_URL } from '@/features/map/basemap'

import { OFFLINE_CACHES, offlinePagePath, isOfflineCacheablePage } from '@/domain/offline-pages'

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined
  }
}
declare const self: ServiceWorkerGlobalScope

const DAY_SECONDS = 24 * 60 * 60
/**
 * Payload's Next plugin makes every response `Vary: Sec-CH-Prefers-Color-Scheme`, a client hint
 * a page sends and the worker's own fetches do not: matching on it would miss every copy.
 */
const matchOptions: CacheQueryOptions = { ignoreVary: true }
const basemapOrigin = new URL(MAP_STYLE_URL).origin

/**
 * A town feed is served from the cache while younger than its spec TTL (places 1 h, events and
 * notices 30 min), then from the network; when the network fails or answers an error, the last
 * cached copy is used however old, so the map works offline. A request made with cache bypass on
 * (`cache: 'no-store'`) always asks the network first.
 */
class FreshWithinTtl extends Strategy {
  protected async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    const cached = await handler.cacheMatch(request)
    const ttl = ttlFor(cacheKindOfPath(new URL(request.url).pathname))
    const fetchedAt = Date.parse(cached?.headers.get('date') ?? '')
    if (cached && request.cache !== 'no-store' && isFresh(fetchedAt, ttl, Date.now())) return cached
    try {
      const response = await handler.fetchAndCachePut(request)
      if (response.ok || !cached) return response
    } catch (error) {
      if (!cached) throw error
    }
    return cached as Response
  }
}

const sameOrigin = (url: URL) => url.origin === self.location.origin

/**
 * A page kept for offline use is only useful with its scripts and styles: when a page is cached,
 * the Next chunks its HTML names are cached too (a page fetched ahead has not loaded them yet).
 */
const keepPageAssets: SerwistPlugin = {
  async cacheDidUpdate({ newResponse }) {
    const html = await newResponse.clone().text()
    const assets = new Set<string>(html.match(/\/_next\/static\/[^"'\s)\\]+/g) ?? [])
    const cache = await caches.open(OFFLINE_CACHES.static)
    await Promise.all(
      [...assets].map(async (asset) => {
        if (await cache.match(asset, matchOptions)) return
        const fetched = await fetch(asset).catch(() => null)
        if (fetched?.ok) await cache.put(asset, fetched)
      }),
    )
  },
}

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // An update waits until the visitor presses Reload in the notice strip (spec §4: need refresh).
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: false,
  runtimeCaching: [
    {
      matcher: ({ url }) => sameOrigin(url) && url.pathname.startsWith('/_next/static/'),
      handler: new CacheFirst({
        cacheName: OFFLINE_CACHES.static,
        matchOptions,
        plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY_SECONDS, maxAgeFrom: 'last-used' })],
      }),
    },
    {
      matcher: ({ url, request }) => sameOrigin(url) && request.method === 'GET' && /^\/api\/(places|events|notices)\/town\//.test(url.pathname),
      handler: new FreshWithinTtl({
        cacheName: OFFLINE_CACHES.townData,
        matchOptions,
        plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * DAY_SECONDS })],
      }),
    },
    {
      matcher: ({ url }) => sameOrigin(url) && url.pathname.startsWith('/api/media/file/'),
      handler: new CacheFirst({
        cacheName: OFFLINE_CACHES.media,
        matchOptions,
        plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY_SECONDS, maxAgeFrom: 'last-used' })],
      }),
    },
    {
      // Basemap tiles are cached only as viewed (the OpenStreetMap tile policy forbids bulk
      // pre-caching), capped in number; the style, glyphs and sprites refresh in the background.
      matcher: ({ url }) => url.origin === basemapOrigin && /\.(pbf|mvt|png|jpg|webp)$/.test(url.pathname),
      handler: new CacheFirst({
        cacheName: OFFLINE_CACHES.tiles,
        plugins: [new ExpirationPlugin({ maxEntries: 1500, maxAgeSeconds: 14 * DAY_SECONDS, purgeOnQuotaError: true })],
      }),
    },
    {
      matcher: ({ url }) => url.origin === basemapOrigin,
      handler: new StaleWhileRevalidate({
        cacheName: OFFLINE_CACHES.basemapStyle,
        plugins: [new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 14 * DAY_SECONDS })],
      }),
    },
    {
      // Pages: always the network when it answers within 4 s, else the copy from the last visit.
      matcher: ({ url, request }) => sameOrigin(url) && isOfflineCacheablePage(url.pathname, request.mode === 'navigate' || (request.headers.get('accept') ?? '').includes('text/html'), request.headers.has('rsc')),
      handler: new NetworkFirst({
        cacheName: OFFLINE_CACHES.pages,
        networkTimeoutSeconds: 4,
        matchOptions,
        plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY_SECONDS }), keepPageAssets],
      }),
    },
  ],
  // A page never visited, asked for offline: the offline page in the language of its address.
  fallbacks: {
    entries: LOCALES.map((locale) => ({
      url: offlinePagePath(locale),
      matcher: ({ request }) => request.destination === 'document' && localeOfPath(new URL(request.url).pathname) === locale,
    })),
  },
})

serwist.addEventListeners()
