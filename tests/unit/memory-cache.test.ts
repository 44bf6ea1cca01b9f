import { describe, expect, it } from 'vitest'

import { MEMORY_CACHE_CLEANUP_MS, MEMORY_CACHE_MAX, MemoryCache } from '@/domain/memory-cache'

describe('memory cache (spec §9: 100 entries, trimmed to 80 %, cleaned every 5 min)', () => {
  it('serves fresh entries and counts hits and misses', () => {
    let now = 0
    const cache = new MemoryCache<string>(() => now)
    cache.set('a', 'A', 1000)
    expect(cache.get('a')?.data).toBe('A')
    now = 999
    expect(cache.get('a')?.data).toBe('A')
    now = 1000
    expect(cache.get('a')).toBeUndefined()
    expect(cache.peek('a')?.data).toBe('A')
    expect(cache.hits).toBe(2)
    expect(cache.misses).toBe(1)
    expect(cache.hitRate()).toBeCloseTo(2 / 3)
  })

  it('trims to 80 entries, oldest first, when the 101st arrives', () => {
    let now = 0
    const cache = new MemoryCache<number>(() => now)
    for (let i = 0; i < MEMORY_CACHE_MAX + 1; i++) {
      now = i
      cache.set(`k${i}`, i, 60_000)
    }
    expect(MEMORY_CACHE_MAX).toBe(100)
    expect(cache.size).toBe(80)
    expect(cache.peek('k0')).toBeUndefined()
    expect(cache.peek('k100')?.data).toBe(100)
  })

  it('cleans expired entries', () => {
    let now = 0
    const cache = new MemoryCache<number>(() => now)
    cache.set('short', 1, 1000)
    cache.set('long', 2, MEMORY_CACHE_CLEANUP_MS * 2)
    now = MEMORY_CACHE_CLEANUP_MS
    expect(cache.cleanup()).toBe(1)
    expect(cache.list().map((e) => e.key)).toEqual(['long'])
  })
})
