/** Spec §9: the client's memory cache holds at most 100 entries, trimmed to 80 %, cleaned every 5 min. */
export const MEMORY_CACHE_MAX = 100
export const MEMORY_CACHE_TRIM_TO = 0.8
export const MEMORY_CACHE_CLEANUP_MS = 5 * 60 * 1000

/** Spec §3 cache entry. */
export type CacheEntry<T> = { key: string; data: T; timestamp: number; ttl: number }

export class MemoryCache<T = unknown> {
  private entries = new Map<string, CacheEntry<T>>()
  hits = 0
  misses = 0

  constructor(
    private readonly now: () => number = Date.now,
    private readonly max = MEMORY_CACHE_MAX,
  ) {}

  /** A fresh entry, or undefined (counted as a miss) when absent or past its ttl. */
  get(key: string): CacheEntry<T> | undefined {
    const entry = this.entries.get(key)
    if (entry && this.now() - entry.timestamp < entry.ttl) {
      this.hits++
      return entry
    }
    this.misses++
    return undefined
  }

  /** The entry whatever its age: what a failed request falls back to. */
  peek(key: string): CacheEntry<T> | undefined {
    return this.entries.get(key)
  }

  set(key: string, data: T, ttl: number): void {
    this.entries.delete(key)
    this.entries.set(key, { key, data, ttl, timestamp: this.now() })
    if (this.entries.size > this.max) this.trim()
  }

  /** Drops the oldest entries until 80 % of the cap remain. */
  trim(): void {
    const keep = Math.floor(this.max * MEMORY_CACHE_TRIM_TO)
    const byAge = [...this.entries.values()].sort((a, b) => a.timestamp - b.timestamp)
    for (const entry of byAge.slice(0, Math.max(0, byAge.length - keep))) this.entries.delete(entry.key)
  }

  /** Removes expired entries; run every MEMORY_CACHE_CLEANUP_MS. */
  cleanup(): number {
    const now = this.now()
    let removed = 0
    for (const [key, entry] of this.entries) {
      if (now - entry.timestamp >= entry.ttl) {
        this.entries.delete(key)
        removed++
      }
    }
    return removed
  }

  clear(): void {
    this.entries.clear()
  }

  list(): CacheEntry<T>[] {
    return [...this.entries.values()]
  }

  get size(): number {
    return this.entries.size
  }

  hitRate(): number {
    const total = this.hits + this.misses
    return total === 0 ? 0 : this.hits / total
  }
}
