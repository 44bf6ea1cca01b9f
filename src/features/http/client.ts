'use client'

import { ttlFor } from '@/domain/cache-ttl'
import { shouldRetry, RETRY_DELAY_MS } from '@/domain/http-retry'
import { MEMORY_CACHE_CLEANUP_MS, MemoryCache } from '@/domain/memory-cache'
import { REQUEST_QUEUED_MESSAGE } from '@/domain/offline-queue'

import { isCacheBypassed } from '../diagnostics/session-flags'
import { queueRequest } from '../offline/queues'

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly url: string,
    /** From Retry-After (in seconds), when the server said when to try again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(`${status} for ${url}`)
    this.name = 'HttpError'
  }
}

/** The app's one memory cache of GET responses (spec §9 limits). */
export const memoryCache = new MemoryCache<unknown>()
if (typeof window !== 'undefined') setInterval(() => memoryCache.cleanup(), MEMORY_CACHE_CLEANUP_MS)

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * GET JSON the way every read in the app does (spec §7): from the memory cache while fresh
 * (unless cache bypass is on, or `networkFirst` asks the server each time, as live departures do),
 * retried once on a retryable failure, and when it still fails, the last cached copy if there is
 * one; otherwise the error is rethrown.
 */
export async function getJson<T>(
  url: string,
  { kind = 'default', retries, networkFirst = false }: { kind?: string; retries?: number; networkFirst?: boolean } = {},
): Promise<T> {
  const bypass = isCacheBypassed()
  if (!bypass && !networkFirst) {
    const hit = memoryCache.get(url)
    if (hit) return hit.data as T
  }
  for (let attempt = 0; ; attempt++) {
    let status: number | 'network-error' = 'network-error'
    let failure: unknown
    try {
      const response = await fetch(url, { headers: { Accept: 'application/json' }, cache: bypass ? 'no-store' : 'default' })
      status = response.status
      if (response.ok) {
        const data = (await response.json()) as T
        memoryCache.set(url, data, ttlFor(kind))
        return data
      }
      // An unread body keeps its connection busy (and the page from ever being "network idle").
      await response.body?.cancel().catch(() => undefined)
      failure = new HttpError(response.status, url)
    } catch (error) {
      failure = error
    }
    if (shouldRetry({ method: 'GET', status, attempt, retries })) {
      await pause(RETRY_DELAY_MS)
      continue
    }
    const stale = memoryCache.peek(url)
    if (stale) return stale.data as T
    throw failure
  }
}

/** Spec §8: the write was kept in the offline queue and will be replayed once online. */
export class QueuedError extends Error {
  constructor() {
    super(REQUEST_QUEUED_MESSAGE)
    this.name = 'QueuedError'
  }
}

/**
 * Writes are sent once and never retried here. One that cannot reach the server (offline, or the
 * connection fails) goes to the offline queue and the caller gets a QueuedError.
 */
export async function send<T>(
  url: string,
  { method, body, headers }: { method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'; body?: unknown; headers?: Record<string, string> },
): Promise<T> {
  const request = {
    url,
    method,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
    body: body === undefined ? null : JSON.stringify(body),
  }
  let response: Response
  try {
    if (!navigator.onLine) throw new TypeError('offline')
    response = await fetch(url, request)
  } catch {
    await queueRequest(request)
    throw new QueuedError()
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined)
    const retryAfter = Number(response.headers.get('retry-after'))
    throw new HttpError(response.status, url, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined)
  }
  if (response.status === 204) {
    await response.body?.cancel().catch(() => undefined)
    return undefined as T
  }
  return (await response.json()) as T
}
