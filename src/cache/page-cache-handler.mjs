import { createRequire } from 'node:module'

// Next's own file-system cache (disk plus an in-memory LRU); we only change what it keeps.
const FileSystemCache = createRequire(import.meta.url)('next/dist/server/lib/incremental-cache/file-system-cache.js').default

/** App pages and route handlers carry their status; a page that called notFound() has 404. */
export function isNotFoundPage(data) {
  return data != null && typeof data === 'object' && data.status === 404
}

/**
 * Next's page cache, except that a page answering 404 is never kept. Town and place pages are made
 * on first request, so without this every made-up address (`/explore/<anything>`, a random place
 * slug) would leave a page in `.next` and in memory for good: anyone could fill the disk. A 404
 * costs a render each time instead, and a place published later needs no stale 404 purged.
 */
class FilePageCache extends FileSystemCache {
  async set(key, data, ctx) {
    if (isNotFoundPage(data)) return
    return super.set(key, data, ctx)
  }
}

/**
 * With REDIS_URL, the production server keeps pages and tagged data in Redis, shared by every
 * instance (./redis-page-cache.mjs); `next build` and `next dev` keep the file cache, so a build
 * never needs Redis. Without REDIS_URL: one instance, the file cache.
 */
const sharedInRedis =
  Boolean(process.env.REDIS_URL) && process.env.NODE_ENV === 'production' && process.env.NEXT_PHASE !== 'phase-production-build'

export default sharedInRedis ? (await import('./redis-page-cache.mjs')).createRedisPageCache(isNotFoundPage) : FilePageCache
