import { describe, expect, it } from 'vitest'

import { BUILD_HISTORY_LIMIT, combinedBuildId, newBuildId, parseMetaFileName, pushBuild } from '@/domain/build-id'
import { CACHE_TTL_MS, ttlFor } from '@/domain/cache-ttl'
import { DEFAULT_GET_RETRIES, RETRY_STATUSES, shouldRetry } from '@/domain/http-retry'
import { claimReload, isChunkLoadError, RELOAD_GUARD_MS, shouldFetchManifest } from '@/domain/reload-guard'
import { isValidatedRoute, publicPrerenderedPaths } from '@/domain/route-rules'
import { CACHE_BUST_VALIDITY_MS, parseBustCache, parseDebug, restoreCacheBust } from '@/domain/session-flags'

import { PROTOTYPE_NAMES } from './prototype-names'

describe('build ids', () => {
  it('are URL-safe, time-ordered and distinct', () => {
    const a = newBuildId(1_700_000_000_000, () => 0.1)
    const b = newBuildId(1_700_000_000_001, () => 0.1)
    expect(a).toMatch(/^[a-z0-9]+$/)
    expect(a < b).toBe(true)
    expect(newBuildId(1, () => 0.2)).not.toBe(newBuildId(1, () => 0.3))
  })

  it('combine the deployment and the content so either change reloads clients', () => {
    expect(combinedBuildId('dep1', 'c1')).toBe('dep1-c1')
    expect(combinedBuildId('dep1', null)).toBe('dep1')
  })

  it('keep the newest builds in the history', () => {
    let history = pushBuild(null, { id: 'a', timestamp: 1, by: 'x', reason: 'r', tags: [] })
    for (let i = 0; i < 30; i++) history = pushBuild(history, { id: `b${i}`, timestamp: i, by: 'x', reason: 'r', tags: [] })
    expect(history).toHaveLength(BUILD_HISTORY_LIMIT)
    expect(history[0].id).toBe('b29')
  })

  it('accept only {id}.json manifest names', () => {
    expect(parseMetaFileName('abc-123.json')).toBe('abc-123')
    expect(parseMetaFileName('../etc/passwd.json')).toBeNull()
    expect(parseMetaFileName('abc')).toBeNull()
    expect(parseMetaFileName('a b.json')).toBeNull()
  })

  it('list prerendered pages by their public paths', () => {
    expect(publicPrerenderedPaths(['/en', '/en/about', '/es/about', '/_not-found', '/icon.svg', '/en/explore/ramsey'])).toEqual([
      '/',
      '/about',
      '/es/about',
      '/explore/ramsey',
    ])
  })
})

describe('reload guard (spec §4: 10 s per path)', () => {
  it('allows one reload of a path per 10 seconds', () => {
    const first = claimReload({}, '/about', 1000)
    expect(first.allowed).toBe(true)
    expect(claimReload(first.records, '/about', 1000 + RELOAD_GUARD_MS - 1).allowed).toBe(false)
    expect(claimReload(first.records, '/contact', 2000).allowed).toBe(true)
    expect(claimReload(first.records, '/about', 1000 + RELOAD_GUARD_MS).allowed).toBe(true)
    expect(RELOAD_GUARD_MS).toBe(10_000)
  })

  it('forgets stale records', () => {
    const { records } = claimReload({ '/old': 0 }, '/new', RELOAD_GUARD_MS + 5)
    expect(Object.keys(records)).toEqual(['/new'])
  })

  it('recognises chunk-load failures', () => {
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 'x' })).toBe(true)
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /_next/x.js'))).toBe(true)
    expect(isChunkLoadError(new Error('Loading chunk 42 failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Something else'))).toBe(false)
    expect(isChunkLoadError(undefined)).toBe(false)
  })

  it('skips the manifest on slow-2g only', () => {
    expect(shouldFetchManifest('slow-2g')).toBe(false)
    expect(shouldFetchManifest('2g')).toBe(true)
    expect(shouldFetchManifest(undefined)).toBe(true)
  })
})

describe('HTTP retries (spec §7)', () => {
  it('retries GET once on the listed statuses and network errors', () => {
    expect(DEFAULT_GET_RETRIES).toBe(1)
    expect([...RETRY_STATUSES].sort()).toEqual([408, 409, 425, 429, 500, 502, 503, 504])
    for (const status of RETRY_STATUSES) expect(shouldRetry({ method: 'GET', status, attempt: 0 })).toBe(true)
    expect(shouldRetry({ method: 'get', status: 'network-error', attempt: 0 })).toBe(true)
    expect(shouldRetry({ method: 'GET', status: 503, attempt: 1 })).toBe(false)
    expect(shouldRetry({ method: 'GET', status: 404, attempt: 0 })).toBe(false)
    expect(shouldRetry({ method: 'GET', status: 400, attempt: 0 })).toBe(false)
  })

  it('never retries writes', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(shouldRetry({ method, status: 503, attempt: 0, retries: 5 })).toBe(false)
    }
  })
})

describe('cache TTLs (spec §9)', () => {
  it('match the spec', () => {
    expect(CACHE_TTL_MS).toEqual({
      places: 3_600_000,
      events: 1_800_000,
      notices: 1_800_000,
      highlights: 3_600_000,
      transport: 300_000,
      search: 900_000,
      default: 1_800_000,
    })
    expect(ttlFor('unknown')).toBe(1_800_000)
    for (const kind of PROTOTYPE_NAMES) expect(ttlFor(kind), kind).toBe(1_800_000)
  })
})

describe('session flags (spec §2, §5)', () => {
  it('turns cache bypass on only for 1 or true', () => {
    expect(parseBustCache('1')).toBe(true)
    expect(parseBustCache('true')).toBe(true)
    expect(parseBustCache('yes')).toBeUndefined()
    expect(parseBustCache(null)).toBeUndefined()
    expect(parseDebug('true')).toBe(true)
    expect(parseDebug('1')).toBeUndefined()
  })

  it('restores a bypass only while under an hour old', () => {
    expect(restoreCacheBust({ on: true, since: 0 }, CACHE_BUST_VALIDITY_MS - 1)).toBe(true)
    expect(restoreCacheBust({ on: true, since: 0 }, CACHE_BUST_VALIDITY_MS)).toBe(false)
    expect(restoreCacheBust({ on: false, since: 0 }, 1)).toBe(false)
    expect(restoreCacheBust(null, 1)).toBe(false)
  })
})

describe('which 404 an address gets (spec §2 and §6)', () => {
  it('knows the addresses of routes that take a name', () => {
    for (const path of [
      '/explore/atlantis',
      '/explore/huntingdon/map',
      '/explore/huntingdon/map/atlantis',
      '/explore/huntingdon/tours/atlantis',
      '/explore/huntingdon/events/atlantis-2026-01-01',
      '/highlights/atlantis',
      '/kiosk/atlantis',
      '/kiosk/huntingdon/atlantis',
      '/kiosk/huntingdon/tours/atlantis',
      '/screen/atlantis/highlights',
    ])
      expect(isValidatedRoute(path), path).toBe(true)
  })

  it('and the addresses of no route', () => {
    for (const path of ['/no-such-page', '/explore/huntingdon/atlantis', '/explore/huntingdon/map/a/b', '/highlights/a/b', '/abc/explore'])
      expect(isValidatedRoute(path), path).toBe(false)
  })
})
