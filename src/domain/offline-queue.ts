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
  return {
    id,
    url: request.url,
    method: request.method,
    body: request.body ?? null,
    headers: request.headers ?? {},
    timestamp: now,
    retryCount: 0,
    maxRetries,
  }
}

export function isExpired(item: { timestamp: number }, now: number): boolean {
  return now - item.timestamp > QUEUE_MAX_AGE_MS
}

/**
 * A queue request that has not answered after this long is a network failure, and its item stays
 * queued. Without a limit a hung connection would hold the queue's only run open for good.
 */
export const QUEUE_REQUEST_TIMEOUT_MS = 15_000

/**
 * What one delivery attempt brought back, as the glue read it: no answer at all (network failure,
 * timeout), or a status, its Content-Type and its body: parsed JSON, or `undefined` when the
 * answer was not JSON (its body is then cancelled unread).
 */
export type DeliveryAnswer = 'network-error' | { status: number; contentType: string | null; body: unknown }

/**
 * What an attempt means for one item (spec §4, issue 17): `delivered`, it leaves the queue;
 * `refused`, our server read it and said no, which counts a retry; `kept`, nothing is known
 * (no answer, a server in trouble, or an answer that is not ours), so the item stays unchanged.
 */
export type ItemOutcome = 'delivered' | 'refused' | 'kept'

/**
 * How the endpoint acknowledges a write. `ingest`: the sync queue's endpoints answer 2xx
 * `{ received, stored, rejected? }` (rejected: the indexes of the batch's items refused).
 * `rest`: the offline queue replays writes to Payload's REST API (the contact form), whose every
 * success is a 2xx JSON object (`{ doc, message }`, or `{ message }`); that is the acknowledgement.
 */
export type AckProtocol = 'ingest' | 'rest'

/** 4xx answers that say "not now" rather than "never": the request itself was fine. */
const TRY_AGAIN_STATUSES = new Set([408, 425, 429])

export function isJsonContentType(contentType: string | null | undefined): boolean {
  return /^application\/([\w.-]+\+)?json\s*(;|$)/i.test(contentType ?? '')
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0

/**
 * Our servers' refusals are JSON with `error` (the ingest endpoints) or `errors` (Payload, and
 * scripts/server.mjs). A 4xx page from a captive portal or a proxy is not: it says nothing about
 * the item, so it must not use up one of its retries.
 */
function isOurRefusal(body: unknown): boolean {
  return isRecord(body) && (typeof body.error === 'string' || Array.isArray(body.errors))
}

/** The indexes an ingest acknowledgement refuses, or null when the body is not an acknowledgement of these `ids`. */
function refusedIndexes(body: unknown, ids: readonly (string | undefined)[]): Set<number> | null {
  if (!isRecord(body) || body.received !== ids.length || !isCount(body.stored) || body.stored > ids.length) return null
  if (body.rejected === undefined) return new Set()
  if (!Array.isArray(body.rejected)) return null
  const refused = new Set<number>()
  for (const entry of body.rejected) {
    if (!isRecord(entry) || !isCount(entry.index) || entry.index >= ids.length) return null
    // An id that names another item: the answer is for some other request, so nothing is known.
    if (entry.id !== undefined && ids[entry.index] !== undefined && entry.id !== ids[entry.index]) return null
    refused.add(entry.index)
  }
  return refused
}

/**
 * One outcome per item sent in the request (`ids`: each item's client id, when it has one).
 * Only our own answers count: a 2xx with our acknowledgement delivers (except the items it lists
 * as rejected), and a 4xx other than 408/425/429 with our JSON error refuses every item. A network
 * failure, a timeout, a 5xx, a 408/425/429, and anything that is not our JSON (a captive portal's
 * "200 OK" sign-in page, a body that does not parse, JSON of another shape) keep every item as it is.
 */
export function outcomesOf(
  answer: DeliveryAnswer,
  { ids, protocol }: { ids: readonly (string | undefined)[]; protocol: AckProtocol },
): ItemOutcome[] {
  const all = (outcome: ItemOutcome) => ids.map(() => outcome)
  if (answer === 'network-error' || !isJsonContentType(answer.contentType) || answer.body === undefined) return all('kept')
  const { status, body } = answer
  if (status >= 200 && status < 300) {
    if (protocol === 'rest') return all(isRecord(body) ? 'delivered' : 'kept')
    const refused = refusedIndexes(body, ids)
    return refused ? ids.map((_, index) => (refused.has(index) ? 'refused' : 'delivered')) : all('kept')
  }
  if (status >= 400 && status < 500 && !TRY_AGAIN_STATUSES.has(status) && isOurRefusal(body)) return all('refused')
  return all('kept')
}

/**
 * The item after an attempt, or null when it leaves the queue: delivered, or refused for the
 * maxRetries-th time (spec §4 "removed after maxRetries failures"). A kept item comes back as it
 * was (the same object): an outage of any length costs it none of its retries, only its 24 hours.
 */
export function afterAttempt<T extends { retryCount: number; maxRetries: number }>(item: T, outcome: ItemOutcome): T | null {
  if (outcome === 'delivered') return null
  if (outcome === 'kept') return item
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

/** The client id the data carries (spec §3: it makes a replay harmless), which a refusal may name. */
export function clientIdOf(data: unknown): string | undefined {
  return isRecord(data) && typeof data.id === 'string' ? data.id : undefined
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
 * `attempted`: items already sent in this run. A refused item waits for the next run rather than
 * using up its retries within seconds.
 */
export function nextBatch<T extends SyncQueueItem>(items: readonly T[], now: number, attempted: ReadonlySet<string> = new Set()): T[] {
  const fresh = items.filter((item) => !isExpired(item, now) && !attempted.has(item.id)).sort((a, b) => a.timestamp - b.timestamp)
  const first = fresh[0]
  if (!first) return []
  return fresh.filter((item) => item.type === first.type).slice(0, first.type === 'usage_stats' ? SYNC_BATCH_SIZE : 1)
}

/**
 * Where each sync item type is delivered, and the body that carries a batch of them. `sentAt` is
 * the device's clock as it sends: the server shifts the items' times by how far that clock is off.
 */
export function syncRequestFor(type: SyncItemType, data: readonly unknown[], sentAt: number): { url: string; body: unknown } {
  switch (type) {
    case 'usage_stats':
      return { url: '/api/usage-stats/batch', body: { events: data, sentAt } }
    case 'feedback':
      return { url: '/api/feedback', body: { ...(data[0] as object), sentAt } }
    case 'error_report':
      return { url: '/api/error-reports', body: { ...(data[0] as object), sentAt } }
  }
}
