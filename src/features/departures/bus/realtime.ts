import * as bindings from 'gtfs-realtime-bindings'

import { DEPARTURES_SERVER_CACHE_MS, DEPARTURES_UPSTREAM_TIMEOUT_MS } from '@/domain/departures'
import { readTripUpdates, type RtFeed } from '@/domain/gtfs-realtime'

import { createSingleFlightCache, type LoadResult, thrownFailure } from '../single-flight'

/** A TripUpdates feed larger than this is refused (a region's buses fit in a few megabytes). */
export const RT_FEED_MAX_BYTES = 32 * 1024 * 1024
/** A feed whose header is older than this says nothing about now: the departures stay "scheduled". */
export const RT_FEED_MAX_AGE_MS = 5 * 60 * 1000

/** One call of the GTFS-Realtime feed, for the diagnostics and the test page. */
export type RealtimeCall = {
  at: string
  status: number | 'timeout' | 'network-error'
  outcome: 'ok' | 'upstream-failed' | 'upstream-invalid'
  durationMs: number
  problem: string | null
}

/** Decodes a FeedMessage (protocol buffers) into what readTripUpdates reads; throws on bytes that are not one. */
export function decodeFeed(bytes: Uint8Array): RtFeed {
  // A CommonJS module: Node's ESM loader puts it all under `default`, bundlers also spread its names.
  const { FeedMessage } = ((bindings as { default?: typeof bindings }).default ?? bindings).transit_realtime
  const message = FeedMessage.decode(bytes)
  return readTripUpdates(FeedMessage.toObject(message, { longs: Number, enums: String, defaults: false }))
}

/**
 * BUS_GTFS_RT_URL, a GTFS-Realtime TripUpdates feed (protocol buffers; BODS serves one, with its
 * api_key in the URL): fetched at most once a period for every town, never throwing, and answering
 * null whenever it cannot be believed (not set, failed, malformed, stale), so that departures fall
 * back to the timetable.
 */
export function createRealtimeFeed({
  env,
  fetch: fetchImpl,
  now,
  periodMs = DEPARTURES_SERVER_CACHE_MS.bus,
  timeoutMs = DEPARTURES_UPSTREAM_TIMEOUT_MS,
}: {
  env: Record<string, string | undefined>
  fetch: typeof fetch
  now: () => number
  periodMs?: number
  timeoutMs?: number
}) {
  const cache = createSingleFlightCache<RtFeed, 'upstream-failed' | 'upstream-invalid'>({ now, periodMs, thrown: 'upstream-failed' })
  let lastCall: RealtimeCall | null = null
  let calls = 0
  const url = () => env.BUS_GTFS_RT_URL?.trim() ?? ''

  async function load(): Promise<LoadResult<RtFeed, 'upstream-failed' | 'upstream-invalid'>> {
    const started = now()
    const startedAt = performance.now()
    calls++
    const record = (status: RealtimeCall['status'], outcome: RealtimeCall['outcome'], problem: string | null) => {
      lastCall = { at: new Date(started).toISOString(), status, outcome, durationMs: Math.round(performance.now() - startedAt), problem }
    }
    let status: RealtimeCall['status'] = 'network-error'
    try {
      const response = await fetchImpl(url(), {
        headers: { Accept: 'application/x-protobuf, application/octet-stream', 'User-Agent': 'town-guide departures' },
        signal: AbortSignal.timeout(timeoutMs),
        cache: 'no-store',
      })
      status = response.status
      if (!response.ok) {
        await response.body?.cancel().catch(() => {})
        record(status, 'upstream-failed', `HTTP ${response.status}`)
        return { failure: 'upstream-failed' }
      }
      const bytes = new Uint8Array(await response.arrayBuffer())
      if (bytes.length > RT_FEED_MAX_BYTES) {
        record(status, 'upstream-invalid', 'answer too large')
        return { failure: 'upstream-invalid' }
      }
      let feed: RtFeed
      try {
        feed = decodeFeed(bytes)
      } catch (error) {
        record(status, 'upstream-invalid', `not a GTFS-Realtime feed: ${error instanceof Error ? error.message : error}`)
        return { failure: 'upstream-invalid' }
      }
      record(status, 'ok', feed.trips.size ? null : 'no trip updates')
      return { value: feed }
    } catch (error) {
      const { timedOut, problem } = thrownFailure(error)
      record(timedOut ? 'timeout' : status, 'upstream-failed', problem)
      return { failure: 'upstream-failed' }
    }
  }

  return {
    isConfigured: () => url() !== '',
    /** The feed, or null: departures are then "scheduled". */
    async current(): Promise<RtFeed | null> {
      if (!url()) return null
      const { good, failure } = await cache.get('feed', load)
      if (!good || failure) return null
      const producedAt = good.value.timestamp ?? good.fetchedAt
      return now() - producedAt > RT_FEED_MAX_AGE_MS ? null : good.value
    },
    lastCall: (): RealtimeCall | null => lastCall,
    calls: () => calls,
  }
}
