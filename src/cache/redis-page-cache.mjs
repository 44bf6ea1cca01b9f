import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import { ioredisAdapter } from '@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { Redis } from 'ioredis'

/** A Redis that does not answer within this costs a request this much at most: it then renders. */
const REDIS_TIMEOUT_MS = 1000
/** Entries of an old build are never read again: they expire (the package's default is 1.5 years). */
const STALE_AGE_SECONDS = 30 * 24 * 60 * 60
/** How often tags invalidated during an outage are tried again, besides when Redis reconnects. */
const REPLAY_INTERVAL_MS = 5000

/**
 * Next's incremental cache in Redis through @fortedigital/nextjs-cache-handler: a page rendered by
 * one instance is served by all, and `revalidateTag` on one deletes the entries for every instance.
 * Redis is the only store: a per-instance copy could not be invalidated by the others, so during an
 * outage instances render instead (each request waits at most REDIS_TIMEOUT_MS) and keep serving.
 */
export function createRedisPageCache(isNotFoundPage) {
  const client = new Redis(process.env.REDIS_URL, {
    // Fail at once while disconnected rather than queue: a request must not wait for Redis to return.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
  })
  let reported = false
  client.on('error', (error) => {
    if (!reported) console.warn(`[page-cache] Redis unavailable (${error.message}): rendering without the shared cache until it returns`)
    reported = true
  })

  // A tag invalidated while Redis was away must still reach it, or every instance would serve the
  // page from before the publish once Redis returns: kept here and replayed.
  const missedTags = new Set()
  let redis
  const replayMissedTags = async () => {
    for (const tag of [...missedTags]) {
      missedTags.delete(tag)
      await redis?.revalidateTag(tag).catch(() => missedTags.add(tag))
    }
  }
  client.on('ready', () => {
    if (reported) console.warn('[page-cache] Redis is back: the shared cache is in use again')
    reported = false
    void replayMissedTags()
  })
  setInterval(() => {
    if (missedTags.size && client.status === 'ready') void replayMissedTags()
  }, REPLAY_INTERVAL_MS).unref()

  CacheHandler.onCreation(({ buildId }) => {
    // Keyed by build: a new deployment never reads pages that name another build's scripts.
    redis = createRedisHandler({
      client: ioredisAdapter(client),
      keyPrefix: `town-guide:${buildId ?? 'dev'}:`,
      timeoutMs: REDIS_TIMEOUT_MS,
    })
    const handler = {
      ...redis,
      async revalidateTag(tag) {
        try {
          await redis.revalidateTag(tag)
        } catch (error) {
          for (const one of [tag].flat()) missedTags.add(one)
          throw error
        }
      },
    }
    return { handlers: [handler], ttl: { defaultStaleAge: STALE_AGE_SECONDS } }
  })

  return class RedisPageCache extends CacheHandler {
    async get(key, ctx) {
      const entry = await super.get(key, ctx)
      // Next takes a page's lifetime from the entry when the handler gives one; otherwise an instance
      // that did not render the page assumes "revalidate after 1 s" and renders it again.
      if (entry?.lifespan && entry.cacheControl === undefined && entry.value?.kind !== 'FETCH') {
        entry.cacheControl = { revalidate: entry.lifespan.revalidate ?? false, expire: undefined }
      }
      return entry
    }

    async set(key, data, ctx) {
      if (isNotFoundPage(data)) return
      return super.set(key, data, ctx)
    }
  }
}
