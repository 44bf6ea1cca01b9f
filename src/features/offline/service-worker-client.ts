'use client'

/**
 * Where the service worker is registered from, for the whole site (the spec's address,
 * src/app/sw.js/route.ts). Browsers that registered /serwist/sw.js before move to this address on
 * their next visit: one scope, one registration.
 */
export const SERVICE_WORKER_URL = '/sw.js'

/** Pages are asked for as HTML, the way a navigation asks, so the worker files them with the pages. */
function asRequest(url: string): string | [string, RequestInit] {
  return url.startsWith('/api/') || url.startsWith('/_next/') ? url : [url, { headers: { Accept: 'text/html' } }]
}

/** Asks the active service worker to fetch and keep these URLs; resolves once it has (or at once without one). */
export async function cacheForOffline(urls: string[]): Promise<void> {
  if (!('serviceWorker' in navigator) || !navigator.onLine || !urls.length) return
  const registration = await navigator.serviceWorker.getRegistration()
  const worker = registration?.active
  if (!worker) return
  await new Promise<void>((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => resolve()
    worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: urls.map(asRequest) } }, [channel.port2])
    // A URL that fails to fetch never answers: do not wait for ever.
    setTimeout(resolve, 30_000)
  })
}

/**
 * The files this page loaded before the service worker controlled it (the first visit): the
 * page itself, its scripts, styles and fonts. Cached once so the same page works offline.
 */
export function loadedSameOriginFiles(): string[] {
  return [location.pathname, ...new Set(staticFilePaths(performance.getEntriesByType('resource')))]
}

/** The site's own static files (scripts, styles, fonts) among these loaded resources, as paths. */
function staticFilePaths(entries: PerformanceEntry[]): string[] {
  return entries
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith('/_next/static/'))
    .map((url) => url.pathname + url.search)
}

/**
 * A script whose download began before the worker took over finishes without it (a lazily loaded
 * chunk, such as the map's), so neither the worker nor loadedSameOriginFiles saw it: each such file
 * is handed to the worker as it completes. Returns the function that stops watching.
 */
export function keepStaticFilesLoadedOutsideWorker(): () => void {
  if (typeof PerformanceObserver === 'undefined') return () => undefined
  const observer = new PerformanceObserver((list) => {
    const outsideWorker = (list.getEntries() as PerformanceResourceTiming[]).filter((entry) => entry.workerStart === 0)
    void cacheForOffline(staticFilePaths(outsideWorker))
  })
  observer.observe({ type: 'resource' })
  return () => observer.disconnect()
}
