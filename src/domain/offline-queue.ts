/**
 * Spec §3–§9: the queues that keep what a visitor sends while the guide has no connection.
 * Pure rules only: the IndexedDB and fetch glue lives in src/features/offline.
 */

const HOUR = 60 * 60 * 1000

/** Items older than this are discarded, queued or not (spec §5). */
export const QUEUE_MAX_AGE_MS = 24 * HOUR
/** Both queues are processed on the `online` event and on this interval (spec §9). */
export const QUEUE_INTERVAL_MS = 60 * 1000
export const DEFAULT_MAX_RETRIES = 3

/** Raised to a caller whose write was kept for later (spec §8). */
export const REQUEST_QUEUED_MESSAGE = 'Request queued for when online'
export const CANNOT_SYNC_OFFLINE_MESSAGE = 'Cannot force sync while offline'
export const UNKNOWN_SYNC_TYPE_MESSAGE = 'Unknown sync item type'

export type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** Spec §3 "Offline queue item". */
export type OfflineQueueItem = {
  id: string
  url: string
  method: WriteMethod
  body: string | null
  headers: Record<string, string>
  timestamp: number
  retryCount: number
  maxRetries: number
}

export function newOfflineItem(
  request: { url: string; method: WriteMethod; body?: string | null; headers?: Record<string, string> },
  id: string,
  now: number,
  maxRetries = DEFAULT_MAX_RETRIES,
): OfflineQueueItem {
  return { id, url: request.url, method: request.method, body: request.body ?? null, headers: request.headers ?? {}, timestamp: now, retryCount: 0, maxRetries }
}

export function isExpired(item: { timestamp: number }, now: number): boolean {
  return now - item.timestamp > QUEUE_MAX_AGE_MS
}

/**
 * What an attempt's outcome means for an item. `delivered`: the server answered 2xx.
 * `rejected`: it answered a 4xx that a replay cannot change (400, 403, 413, 415…): keeping it
 * would only repeat the failure. Anything else (network error, 408, 429, 5xx) counts as a retry.
 */
export type AttemptOutcome = 'delivered' | 'rejected' | 'failed'

export function outcomeOf(status: number | 'network-error'): AttemptOutcome {
  if (status === 'network-error') return 'failed'
  if (status >= 200 && status < 300) return 'delivered'
  if (status >= 400 && status < 500 && status !== 408 && status !== 429) return 'rejected'
  return 'failed'
}

/** The item after an attempt, or null when it leaves the queue (delivered, rejected, or out of retries). */
export function afterAttempt<T extends { retryCount: number; maxRetries: number }>(item: T, outcome: AttemptOutcome): T | null {
  if (outcome !== 'failed') return null
  const retryCount = item.retryCount + 1
  return retryCount >= item.maxRetries ? null : { ...item, retryCount }
}

/** Sync queue (spec §3 "Sync queue item", §9: batch of 10, 3 retries, at most 1000). */
export const SYNC_ITEM_TYPES = ['usage_stats', 'feedback', 'error_report'] as const
export type SyncItemType = (typeof SYNC_ITEM_TYPES)[number]
export const SYNC_BATCH_SIZE = 10
export const SYNC_MAX_ITEMS = 1000

export type SyncQueueItem<D = unknown> = {
  id: string
  type: SyncItemType
  data: D
  timestamp: number
  retryCount: number
  maxRetries: number
}

export function isSyncItemType(type: string): type is SyncItemType {
  return (SYNC_ITEM_TYPES as readonly string[]).includes(type)
}

export function newSyncItem<D>(type: string, data: D, id: string, now: number): SyncQueueItem<D> {
  if (!isSyncItemType(type)) throw new Error(UNKNOWN_SYNC_TYPE_MESSAGE)
  return { id, type, data, timestamp: now, retryCount: 0, maxRetries: DEFAULT_MAX_RETRIES }
}

/** Which stored items to delete so the queue keeps the newest `max` fresh ones (oldest dropped first). */
export function itemsToDrop<T extends { id: string; timestamp: number }>(items: readonly T[], now: number, max = SYNC_MAX_ITEMS): string[] {
  const expired = items.filter((item) => isExpired(item, now))
  const fresh = items.filter((item) => !isExpired(item, now)).sort((a, b) => a.timestamp - b.timestamp)
  const overflow = fresh.slice(0, Math.max(0, fresh.length - max))
  return [...expired, ...overflow].map((item) => item.id)
}

/**
 * The next batch to send: the oldest items of one type, at most SYNC_BATCH_SIZE. Usage events
 * travel together in one request; feedback and error reports are one request per item (spec §7).
 */
export function nextBatch<T extends SyncQueueItem>(items: readonly T[], now: number): T[] {
  const fresh = items.filter((item) => !isExpired(item, now)).sort((a, b) => a.timestamp - b.timestamp)
  const first = fresh[0]
  if (!first) return []
  return fresh.filter((item) => item.type === first.type).slice(0, first.type === 'usage_stats' ? SYNC_BATCH_SIZE : 1)
}

/** Where each sync item type is delivered, and the body that carries a batch of them. */
export function syncRequestFor(type: SyncItemType, data: readonly unknown[]): { url: string; body: unknown } {
  switch (type) {
    case 'usage_stats':
      return { url: '/api/usage-stats/batch', body: { events: data } }
    case 'feedback':
      return { url: '/api/feedback', body: data[0] }
    case 'error_report':
      return { url: '/api/error-reports', body: data[0] }
  }
}
