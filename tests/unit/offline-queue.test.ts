import { describe, expect, it } from 'vitest'

import { cacheKindOfPath, isFresh, ttlFor } from '@/domain/cache-ttl'
import {
  afterAttempt,
  DEFAULT_MAX_RETRIES,
  isExpired,
  itemsToDrop,
  newOfflineItem,
  newSyncItem,
  nextBatch,
  outcomeOf,
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
const sync = (n: number, type: SyncQueueItem['type'] = 'usage_stats', at = T0): SyncQueueItem => ({ ...newSyncItem(type, { n }, `id-${type}-${n}`, at + n) })

describe('offline queue items (spec §3, §9)', () => {
  it('keeps the request as made, with 3 retries by default', () => {
    const item = newOfflineItem({ url: '/api/contact-messages', method: 'POST', body: '{"a":1}', headers: { 'Content-Type': 'application/json' } }, 'x1', T0)
    expect(item).toEqual({ id: 'x1', url: '/api/contact-messages', method: 'POST', body: '{"a":1}', headers: { 'Content-Type': 'application/json' }, timestamp: T0, retryCount: 0, maxRetries: DEFAULT_MAX_RETRIES })
  })

  it('is removed on success, on a rejection a replay cannot fix, and after maxRetries failures', () => {
    const item = newOfflineItem({ url: '/x', method: 'POST' }, 'x', T0)
    expect(afterAttempt(item, 'delivered')).toBeNull()
    expect(afterAttempt(item, 'rejected')).toBeNull()
    const once = afterAttempt(item, 'failed')
    expect(once?.retryCount).toBe(1)
    const twice = afterAttempt(once!, 'failed')
    expect(twice?.retryCount).toBe(2)
    expect(afterAttempt(twice!, 'failed')).toBeNull()
  })

  it('classifies answers: 2xx delivered, 4xx rejected except 408/429, the rest retried', () => {
    expect(outcomeOf(201)).toBe('delivered')
    expect(outcomeOf(400)).toBe('rejected')
    expect(outcomeOf(413)).toBe('rejected')
    expect(outcomeOf(408)).toBe('failed')
    expect(outcomeOf(429)).toBe('failed')
    expect(outcomeOf(503)).toBe('failed')
    expect(outcomeOf('network-error')).toBe('failed')
  })

  it('expires items older than 24 hours', () => {
    const item = { timestamp: T0 }
    expect(isExpired(item, T0 + QUEUE_MAX_AGE_MS)).toBe(false)
    expect(isExpired(item, T0 + QUEUE_MAX_AGE_MS + 1)).toBe(true)
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

  it('addresses each type to its endpoint (spec §7)', () => {
    expect(syncRequestFor('usage_stats', [{ a: 1 }, { a: 2 }])).toEqual({ url: '/api/usage-stats/batch', body: { events: [{ a: 1 }, { a: 2 }] } })
    expect(syncRequestFor('feedback', [{ m: 'hi' }])).toEqual({ url: '/api/feedback', body: { m: 'hi' } })
    expect(syncRequestFor('error_report', [{ e: 1 }])).toEqual({ url: '/api/error-reports', body: { e: 1 } })
  })
})

describe('service worker rules', () => {
  it('serves town feeds from the cache only within the spec TTL', () => {
    expect(cacheKindOfPath('/api/places/town/stIves')).toBe('places')
    expect(cacheKindOfPath('/api/notices/town/ramsey')).toBe('notices')
    expect(cacheKindOfPath('/api/other')).toBe('default')
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
    for (const path of ['/admin', '/admin/collections/places', '/api/feedback', '/_next/static/x.js', '/builds/latest.json', '/test/cache-test', '/es/demo/idle-timeout']) {
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

  it('fetches a town ahead in the visitor’s language', () => {
    expect(townOfflineUrls('es', { slug: 'st-ives', dbKey: 'stIves' })).toEqual([
      '/es/explore/st-ives',
      '/es/explore/st-ives/map',
      '/es/highlights/st-ives',
      '/api/places/town/stIves?locale=es',
      '/api/events/town/stIves?locale=es',
      '/api/notices/town/stIves?locale=es',
    ])
  })
})
