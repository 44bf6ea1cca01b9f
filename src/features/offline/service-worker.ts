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
import { connectionOf, isConstrainedConnection } from '@/domain/connection'
import { localeOfPath } from '@/domain/locales'
import { MAP_STYLE_URL, STREET_STYLE_PATH } from '@/features/map/basemap'

import { isOfflineCacheablePage, OFFLINE_CACHES, offlinePagePath, townMapOfPlacePath } from '@/domain/offline-pages'

import { districtFileResponse, isDistrictFile, keepDistrictMap, type KeepDistrictMapRequest } from './district-map-worker'

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined
    /** The public app's chunks, read from the build (src/features/offline/public-chunks.ts). */
    __PUBLIC_CHUNKS: string[]
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
 * A page kept for offline use is only useful with its scripts, styles and photos: when a page is
 * cached, the Next chunks and uploaded images its HTML names (a town map names every place's photo
 * in its data) are cached too, through their own strategies (a page fetched ahead has not loaded them yet).
 */
const keepPageAssets: SerwistPlugin = {
  async cacheDidUpdate({ newResponse, event }) {
    const html = await newResponse.clone().text()
    const named = (pattern: RegExp) => [...new Set(html.match(pattern) ?? [])]
    const keep = (strategy: Strategy, urls: string[]) =>
      urls.map(async (url) => {
        const [, done] = strategy.handleAll({ request: new Request(url), event })
        await done.catch(() => undefined)
      })
    await Promise.all([
      ...keep(staticFiles, named(/\/_next\/static\/[^"'\s)\\]+/g)),
      ...keep(mediaFiles, named(/\/api\/media\/file\/[^"'\s)\\]+/g)),
    ])
  },
}

/**
 * A page asked for offline that was never kept. A place's own address (a shared link, a search
 * result) is its town's map opened on that place: the kept map page serves it, and the page reads
 * the place from its address. Anything else gets the offline page in the language of its address.
 */
const offlineNavigation: SerwistPlugin = {
  async handlerDidError({ request }) {
    if (request.destination !== 'document') return undefined
    const { pathname } = new URL(request.url)
    const townMap = townMapOfPlacePath(pathname)
    const kept = townMap
      ? await caches.match(townMap, { cacheName: OFFLINE_CACHES.pages, ignoreVary: true, ignoreSearch: true })
      : undefined
    return kept ?? (await serwist.matchPrecache(offlinePagePath(localeOfPath(pathname))))
  },
}

const staticFiles = new CacheFirst({
  cacheName: OFFLINE_CACHES.static,
  matchOptions,
  plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * DAY_SECONDS, maxAgeFrom: 'last-used' })],
})

const mediaFiles = new CacheFirst({
  cacheName: OFFLINE_CACHES.media,
  matchOptions,
  plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY_SECONDS, maxAgeFrom: 'last-used' })],
})

/**
 * Keeps every public chunk not yet cached, three at a time at low priority, through the same
 * strategy (and expiry) as the chunks pages load. Stops early on a constrained connection; what
 * is still missing is fetched the next time a page asks. Answers how many are still missing.
 */
async function keepPublicChunks(event: ExtendableEvent): Promise<{ missing: number }> {
  const cache = await caches.open(OFFLINE_CACHES.static)
  const chunks = self.__PUBLIC_CHUNKS
  const cached = await Promise.all(chunks.map((url) => cache.match(url, matchOptions)))
  const missing = chunks.filter((_, index) => !cached[index])
  let next = 0
  let kept = 0
  const fetchMissing = async () => {
    while (next < missing.length && !isConstrainedConnection(connectionOf(self.navigator))) {
      const url = missing[next++]!
      const [response, done] = staticFiles.handleAll({ request: new Request(url, { priority: 'low' } as RequestInit), event })
      try {
        const ok = (await response).ok
        await done
        if (ok) kept++
      } catch {
        // offline again, or the file is gone (a newer build): still missing
      }
    }
  }
  await Promise.all([fetchMissing(), fetchMissing(), fetchMissing()])
  return { missing: missing.length - kept }
}

self.addEventListener('message', (event) => {
  if (event.data?.type !== 'KEEP_PUBLIC_CHUNKS') return
  const port = event.ports[0]
  event.waitUntil(keepPublicChunks(event).then((result) => port?.postMessage(result)))
})

self.addEventListener('message', (event) => {
  if (event.data?.type !== 'KEEP_DISTRICT_MAP') return
  const port = event.ports[0]
  const request = event.data.payload as KeepDistrictMapRequest
  event.waitUntil(
    keepDistrictMap(request, (progress) => port?.postMessage(progress)).then(
      (result) => port?.postMessage({ type: 'done', ...result }),
      () => port?.postMessage({ type: 'done', kept: false, bytes: 0 }),
    ),
  )
})

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // An update waits until the visitor presses Reload in the notice strip (spec §4: need refresh).
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: false,
  runtimeCaching: [
    {
      matcher: ({ url }) => sameOrigin(url) && url.pathname.startsWith('/_next/static/'),
      handler: staticFiles,
    },
    {
      matcher: ({ url, request }) =>
        sameOrigin(url) && request.method === 'GET' && /^\/api\/(places|events|notices)\/town\//.test(url.pathname),
      handler: new FreshWithinTtl({
        cacheName: OFFLINE_CACHES.townData,
        matchOptions,
        plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * DAY_SECONDS })],
      }),
    },
    {
      // Live departures: always the network when it answers within 4 s, else the last answer, which
      // the panel shows with its age (and without the trains gone since).
      matcher: ({ url, request }) => sameOrigin(url) && request.method === 'GET' && url.pathname.startsWith('/api/departures/'),
      handler: new NetworkFirst({
        cacheName: OFFLINE_CACHES.departures,
        networkTimeoutSeconds: 4,
        matchOptions,
        plugins: [new ExpirationPlugin({ maxEntries: 50, maxAgeSeconds: DAY_SECONDS })],
      }),
    },
    {
      // An upload, or a copy of one the image optimiser sized (viewed ones only: a page names the
      // uploads themselves, which <PlacePhoto> falls back to when its sized copy is not to be had).
      matcher: ({ url }) =>
        sameOrigin(url) &&
        (url.pathname.startsWith('/api/media/file/') ||
          (url.pathname === '/_next/image' && (url.searchParams.get('url') ?? '').startsWith('/api/media/file/'))),
      handler: mediaFiles,
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
      // Our own district map, read by byte range: kept as read, answered offline (district-map-worker.ts).
      matcher: ({ url, request }) => request.method === 'GET' && isDistrictFile(url),
      handler: ({ request }) => districtFileResponse(request),
    },
    {
      // The pictures of our own streets under a map's first picture: one address per district file
      // version, never changed, so the kept copy is the answer.
      matcher: ({ url, request }) => sameOrigin(url) && request.method === 'GET' && url.pathname.startsWith('/map/streets/'),
      handler: new CacheFirst({
        cacheName: OFFLINE_CACHES.streetPictures,
        plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true })],
      }),
    },
    {
      // The street map's style: always the network when it answers within 3 s (a new district
      // file, a new language), else the last copy, before the map's own 4 s wait runs out.
      matcher: ({ url }) => sameOrigin(url) && url.pathname === STREET_STYLE_PATH,
      handler: new NetworkFirst({ cacheName: OFFLINE_CACHES.basemapStyle, networkTimeoutSeconds: 3, matchOptions }),
    },
    {
      matcher: ({ url }) => url.origin === basemapOrigin || (sameOrigin(url) && /^\/map\/(fonts|sprites)\//.test(url.pathname)),
      handler: new StaleWhileRevalidate({
        cacheName: OFFLINE_CACHES.basemapStyle,
        plugins: [new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 14 * DAY_SECONDS })],
      }),
    },
    {
      // Pages: always the network when it answers within 4 s, else the copy from the last visit.
      matcher: ({ url, request }) =>
        sameOrigin(url) &&
        isOfflineCacheablePage(
          url.pathname,
          request.mode === 'navigate' || (request.headers.get('accept') ?? '').includes('text/html'),
          request.headers.has('rsc'),
        ),
      handler: new NetworkFirst({
        cacheName: OFFLINE_CACHES.pages,
        networkTimeoutSeconds: 4,
        matchOptions,
        plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY_SECONDS }), keepPageAssets, offlineNavigation],
      }),
    },
  ],
})

serwist.addEventListeners()
