import { describe, expect, it } from 'vitest'

import { cacheKindOfPath, isFresh, ttlFor } from '@/domain/cache-ttl'
import {
  afterAttempt,
  type DeliveryAnswer,
  DEFAULT_MAX_RETRIES,
  isExpired,
  itemsToDrop,
  newOfflineItem,
  newSyncItem,
  nextBatch,
  outcomesOf,
  QUEUE_INTERVAL_MS,
  QUEUE_MAX_AGE_MS,
  SYNC_BATCH_SIZE,
  SYNC_MAX_ITEMS,
  syncRequestFor,
  type SyncQueueItem,
  UNKNOWN_SYNC_TYPE_MESSAGE,
} from '@/domain/offline-queue'
import { localeOfPath, pathWithoutLocale } from '@/domain/locales'
import { isOfflineCacheablePage, offlinePagePath, townOfflineUrls } from '@/domain/offline-pages'

const T0 = Date.UTC(2026, 10, 22, 12)
const sync = (n: number, type: SyncQueueItem['type'] = 'usage_stats', at = T0): SyncQueueItem => ({
  ...newSyncItem(type, { n }, `id-${type}-${n}`, at + n),
})

describe('offline queue items (spec §3, §9)', () => {
  it('keeps the request as made, with 3 retries by default', () => {
    const item = newOfflineItem(
      { url: '/api/contact-messages', method: 'POST', body: '{"a":1}', headers: { 'Content-Type': 'application/json' } },
      'x1',
      T0,
    )
    expect(item).toEqual({
      id: 'x1',
      url: '/api/contact-messages',
      method: 'POST',
      body: '{"a":1}',
      headers: { 'Content-Type': 'application/json' },
      timestamp: T0,
      retryCount: 0,
      maxRetries: DEFAULT_MAX_RETRIES,
    })
  })

  it('is removed on success, and after maxRetries refusals (spec §4); kept unchanged otherwise', () => {
    const item = newOfflineItem({ url: '/x', method: 'POST' }, 'x', T0)
    expect(afterAttempt(item, 'delivered')).toBeNull()
    expect(afterAttempt(item, 'kept')).toBe(item)
    const once = afterAttempt(item, 'refused')
    expect(once?.retryCount).toBe(1)
    const twice = afterAttempt(once!, 'refused')
    expect(twice?.retryCount).toBe(2)
    expect(afterAttempt(twice!, 'kept')).toBe(twice)
    expect(afterAttempt(twice!, 'refused')).toBeNull()
  })

  it('expires items older than 24 hours', () => {
    const item = { timestamp: T0 }
    expect(isExpired(item, T0 + QUEUE_MAX_AGE_MS)).toBe(false)
    expect(isExpired(item, T0 + QUEUE_MAX_AGE_MS + 1)).toBe(true)
  })
})

const json = (status: number, body: unknown, contentType = 'application/json'): DeliveryAnswer => ({ status, contentType, body })
const html = (status: number): DeliveryAnswer => ({ status, contentType: 'text/html; charset=utf-8', body: undefined })
const ids = (n: number) => Array.from({ length: n }, (_, i) => `client-id-${i}`)
const ingest = (answer: DeliveryAnswer, n = 1) => outcomesOf(answer, { ids: ids(n), protocol: 'ingest' })
const rest = (answer: DeliveryAnswer) => outcomesOf(answer, { ids: ['x'], protocol: 'rest' })

describe('what an answer means for the queued items (spec §4, issue 17: never dropped while deliverable)', () => {
  it('delivers on our acknowledgement: 2xx JSON { received, stored, rejected? } for exactly the items sent', () => {
    expect(ingest(json(202, { received: 2, stored: 2, rejected: [] }), 2)).toEqual(['delivered', 'delivered'])
    // A replay: stored 0, still delivered (the server has them).
    expect(ingest(json(202, { received: 1, stored: 0 }))).toEqual(['delivered'])
    expect(ingest(json(202, { received: 1, stored: 1 }, 'application/json; charset=utf-8'))).toEqual(['delivered'])
  })

  it('counts a refusal only for the items the acknowledgement lists as rejected', () => {
    const answer = json(202, {
      received: 3,
      stored: 2,
      rejected: [{ index: 1, id: 'client-id-1', problems: [{ path: 'locale', message: 'x' }] }],
    })
    expect(ingest(answer, 3)).toEqual(['delivered', 'refused', 'delivered'])
    expect(ingest(json(202, { received: 2, stored: 1, rejected: [{ index: 0, problems: [] }] }), 2)).toEqual(['refused', 'delivered'])
  })

  it('keeps every item when a 2xx is not our acknowledgement of this request', () => {
    const answers: DeliveryAnswer[] = [
      // A captive portal's sign-in page, a body that is not JSON, JSON of another shape.
      html(200),
      { status: 200, contentType: 'text/plain', body: undefined },
      json(200, undefined),
      json(200, {}),
      json(200, []),
      json(200, 'ok'),
      json(200, { ok: true }),
      json(202, { received: 3, stored: 3 }),
      json(202, { received: 2, stored: '2' }),
      json(202, { received: 2, stored: 3 }),
      json(202, { received: 2, stored: 1, rejected: 'one' }),
      json(202, { received: 2, stored: 1, rejected: [{ index: 2 }] }),
      json(202, { received: 2, stored: 1, rejected: [{ index: 0, id: 'someone-else' }] }),
      { status: 204, contentType: null, body: undefined },
    ]
    for (const answer of answers) expect(ingest(answer, 2), JSON.stringify(answer)).toEqual(['kept', 'kept'])
  })

  it('counts a refusal when our server answers a 4xx other than 408/425/429 with its JSON error', () => {
    for (const status of [400, 401, 403, 404, 409, 413, 415, 422]) {
      expect(ingest(json(status, { error: 'invalid body', problems: [] }), 2), String(status)).toEqual(['refused', 'refused'])
      expect(rest(json(status, { errors: [{ message: 'x' }] })), String(status)).toEqual(['refused'])
    }
  })

  it('keeps the items on no answer, a timeout, 5xx, 408, 425, 429, a redirect, and a 4xx that is not ours', () => {
    const answers: DeliveryAnswer[] = [
      'network-error',
      ...[408, 425, 429, 500, 502, 503, 504].map((status) => json(status, { error: 'try again later' })),
      json(302, { error: 'moved' }),
      // A proxy or portal refusing in HTML, or in JSON that is not our error shape.
      html(403),
      html(407),
      json(403, { message: 'blocked by your network' }),
      json(400, undefined),
    ]
    for (const answer of answers) expect(ingest(answer, 2), JSON.stringify(answer)).toEqual(['kept', 'kept'])
  })

  it('replayed writes (Payload REST): a 2xx JSON object is the acknowledgement, and the same refusals count', () => {
    expect(rest(json(201, { doc: { id: 1 }, message: 'Message sent' }))).toEqual(['delivered'])
    expect(rest(json(201, { message: 'Message sent' }))).toEqual(['delivered'])
    expect(rest(html(200))).toEqual(['kept'])
    expect(rest(json(200, [1]))).toEqual(['kept'])
    expect(rest(json(429, { errors: [{ message: 'Too many messages' }] }))).toEqual(['kept'])
    expect(rest(json(503, { errors: [] }))).toEqual(['kept'])
    expect(rest('network-error')).toEqual(['kept'])
  })

  it('an outage longer than maxRetries intervals costs an item none of its retries; three refusals drop it', () => {
    // Five queue intervals without the server, then a captive portal, then a server in trouble.
    const outage: DeliveryAnswer[] = [
      ...Array<DeliveryAnswer>(5).fill('network-error'),
      html(200),
      html(200),
      json(503, { error: 'storage unavailable' }),
    ]
    expect(outage.length * QUEUE_INTERVAL_MS).toBeGreaterThan(DEFAULT_MAX_RETRIES * QUEUE_INTERVAL_MS)
    let item: SyncQueueItem | null = sync(1)
    for (const answer of outage) item = afterAttempt(item!, ingest(answer)[0]!)
    expect(item).toEqual(sync(1))
    expect(afterAttempt(item!, ingest(json(202, { received: 1, stored: 1, rejected: [] }))[0]!)).toBeNull()

    let refused: SyncQueueItem | null = sync(2)
    for (let i = 0; i < DEFAULT_MAX_RETRIES - 1; i++) refused = afterAttempt(refused!, ingest(json(400, { error: 'invalid body' }))[0]!)
    expect(refused?.retryCount).toBe(DEFAULT_MAX_RETRIES - 1)
    expect(afterAttempt(refused!, ingest(json(400, { error: 'invalid body' }))[0]!)).toBeNull()
  })
})

describe('sync queue (spec §3, §8, §9)', () => {
  it('accepts only usage_stats, feedback and error_report', () => {
    expect(newSyncItem('feedback', {}, 'f', T0).maxRetries).toBe(3)
    expect(() => newSyncItem('telemetry', {}, 't', T0)).toThrow(UNKNOWN_SYNC_TYPE_MESSAGE)
  })

  it('keeps at most 1000 items, dropping the oldest, and discards those older than 24 h', () => {
    const items = Array.from({ length: SYNC_MAX_ITEMS + 5 }, (_, i) => sync(i))
    const old = { ...sync(9999), id: 'old', timestamp: T0 - QUEUE_MAX_AGE_MS - 1 }
    const dropped = itemsToDrop([...items, old], T0 + 2000)
    expect(dropped).toContain('old')
    expect(dropped).toEqual(['old', 'id-usage_stats-0', 'id-usage_stats-1', 'id-usage_stats-2', 'id-usage_stats-3', 'id-usage_stats-4'])
  })

  it('sends usage events in batches of 10, oldest first, and feedback one at a time', () => {
    const items = [...Array.from({ length: 25 }, (_, i) => sync(i + 10)), sync(1, 'feedback'), sync(2, 'feedback')]
    expect(nextBatch(items, T0 + 100).map((i) => i.id)).toEqual(['id-feedback-1'])
    const usage = items.filter((i) => i.type === 'usage_stats')
    const batch = nextBatch(usage, T0 + 100)
    expect(batch).toHaveLength(SYNC_BATCH_SIZE)
    expect(batch[0]!.id).toBe('id-usage_stats-10')
    expect(nextBatch([], T0)).toEqual([])
  })

  it('never sends expired items', () => {
    expect(nextBatch([sync(1)], T0 + QUEUE_MAX_AGE_MS + 10)).toEqual([])
  })

  it('sends an item at most once per run: a refused one waits for the next run', () => {
    const items = [sync(1), sync(2), sync(3, 'feedback')]
    expect(nextBatch(items, T0 + 100, new Set(['id-usage_stats-1', 'id-usage_stats-2'])).map((i) => i.id)).toEqual(['id-feedback-3'])
    expect(nextBatch(items, T0 + 100, new Set(items.map((i) => i.id)))).toEqual([])
  })

  it('addresses each type to its endpoint (spec §7), with the device clock as it sends', () => {
    expect(syncRequestFor('usage_stats', [{ a: 1 }, { a: 2 }], T0)).toEqual({
      url: '/api/usage-stats/batch',
      body: { events: [{ a: 1 }, { a: 2 }], sentAt: T0 },
    })
    expect(syncRequestFor('feedback', [{ m: 'hi' }], T0)).toEqual({ url: '/api/feedback', body: { m: 'hi', sentAt: T0 } })
    expect(syncRequestFor('error_report', [{ e: 1 }], T0)).toEqual({ url: '/api/error-reports', body: { e: 1, sentAt: T0 } })
  })
})

describe('service worker rules', () => {
  it('serves town feeds from the cache only within the spec TTL', () => {
    expect(cacheKindOfPath('/api/places/town/stIves')).toBe('places')
    expect(cacheKindOfPath('/api/notices/town/ramsey')).toBe('notices')
    expect(cacheKindOfPath('/api/other')).toBe('default')
    expect(cacheKindOfPath('/api/departures/rail/huntingdon')).toBe('transport')
    expect(ttlFor(cacheKindOfPath('/api/departures/bus/stIves'))).toBe(5 * 60 * 1000)
    const ttl = ttlFor('events')
    expect(isFresh(T0, ttl, T0 + ttl - 1)).toBe(true)
    expect(isFresh(T0, ttl, T0 + ttl)).toBe(false)
    expect(isFresh(Number.NaN, ttl, T0)).toBe(false)
  })

  it('keeps public pages, never the CMS, APIs, RSC payloads or test pages', () => {
    expect(isOfflineCacheablePage('/explore/st-ives/map', true, false)).toBe(true)
    expect(isOfflineCacheablePage('/pl/highlights/ramsey', true, false)).toBe(true)
    expect(isOfflineCacheablePage('/explore/st-ives', true, true)).toBe(false)
    expect(isOfflineCacheablePage('/explore/st-ives', false, false)).toBe(false)
    for (const path of [
      '/admin',
      '/admin/collections/places',
      '/api/feedback',
      '/_next/static/x.js',
      '/builds/latest.json',
      '/test/cache-test',
      '/es/demo/idle-timeout',
    ]) {
      expect(isOfflineCacheablePage(path, true, false)).toBe(false)
    }
  })

  it('finds the language of an address, and its offline page', () => {
    expect(localeOfPath('/fr/explore')).toBe('fr')
    expect(localeOfPath('/explore/fr')).toBe('en')
    expect(pathWithoutLocale('/fr/explore')).toBe('/explore')
    expect(pathWithoutLocale('/fr')).toBe('/')
    expect(pathWithoutLocale('/explore/fr')).toBe('/explore/fr')
    expect(offlinePagePath('en')).toBe('/offline')
    expect(offlinePagePath('lt')).toBe('/lt/offline')
  })

  it('fetches a town ahead in the visitor’s language, its walking tours with it', () => {
    expect(townOfflineUrls('es', { slug: 'st-ives', dbKey: 'stIves', tours: ['river walk', 'bridge'] })).toEqual([
      '/es/explore/st-ives',
      '/es/explore/st-ives/map',
      '/es/highlights/st-ives',
      '/es/explore/st-ives/tours/river%20walk',
      '/es/explore/st-ives/tours/bridge',
      '/api/places/town/stIves?locale=es',
      '/api/events/town/stIves?locale=es',
      '/api/notices/town/stIves?locale=es',
    ])
  })
})
