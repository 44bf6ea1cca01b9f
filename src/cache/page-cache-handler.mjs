import { createRequire } from 'node:module'

// Next's own file-system cache (disk plus an in-memory LRU); we only change what it keeps.
const FileSystemCache = createRequire(import.meta.url)('next/dist/server/lib/incremental-cache/file-system-cache.js').default

/**
 * Next's page cache, except that a page answering 404 is never kept. Town and place pages are made
 * on first request, so without this every made-up address (`/explore/<anything>`, a random place
 * slug) would leave a page in `.next` and in memory for good: anyone could fill the disk. A 404
 * costs a render each time instead, and a place published later needs no stale 404 purged.
 */
export default class PageCacheHandler extends FileSystemCache {
  async set(key, data, ctx) {
    if (isNotFoundPage(data)) return
    return super.set(key, data, ctx)
  }
}

/** App pages and route handlers carry their status; a page that called notFound() has 404. */
export function isNotFoundPage(data) {
  return data != null && typeof data === 'object' && data.status === 404
}
