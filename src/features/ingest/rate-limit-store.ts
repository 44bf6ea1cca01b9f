import { createHash } from 'node:crypto'

import type { Pool } from 'pg'

import { RATE_LIMIT, type RateDecision, decide, windowStart } from '@/domain/rate-limit'

type RedisPipeline = { incr(key: string): RedisPipeline; pexpire(key: string, ms: number): RedisPipeline; exec(): Promise<[Error | null, unknown][] | null> }
type RedisLike = { multi(): RedisPipeline }
let redis: Promise<RedisLike> | undefined

function redisClient(url: string): Promise<RedisLike> {
  redis ??= import('ioredis').then(({ Redis }) => new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: true }) as unknown as RedisLike)
  return redis
}

/** The limit in force: RATE_LIMIT, or INGEST_RATE_LIMIT requests per window when set (benchmarks raise it). */
export function currentRule() {
  const override = Number(process.env.INGEST_RATE_LIMIT)
  return { windowMs: RATE_LIMIT.windowMs, maxRequests: Number.isFinite(override) && override > 0 ? override : RATE_LIMIT.maxRequests }
}

/**
 * Counts this request for `key` in a store every app instance shares: Redis when REDIS_URL is set,
 * otherwise one upserted row per key in Postgres. The client address is hashed, never stored.
 */
export async function hit(pool: Pool, key: string, now = Date.now()): Promise<RateDecision> {
  const rule = currentRule()
  const hashed = createHash('sha256').update(key).digest('base64url')
  const start = windowStart(now, rule.windowMs)
  let count: number
  if (process.env.REDIS_URL) {
    const client = await redisClient(process.env.REDIS_URL)
    const results = await client.multi().incr(`tg:rl:${hashed}:${start}`).pexpire(`tg:rl:${hashed}:${start}`, rule.windowMs * 2).exec()
    count = Number(results?.[0]?.[1] ?? 1)
  } else {
    const result = await pool.query<{ count: number }>(
      `INSERT INTO ingest_rate_limits AS r (key, window_start, count) VALUES ($1, $2, 1)
       ON CONFLICT (key) DO UPDATE
         SET count = CASE WHEN r.window_start = EXCLUDED.window_start THEN r.count + 1 ELSE 1 END,
             window_start = EXCLUDED.window_start
       RETURNING count`,
      [hashed, start],
    )
    count = result.rows[0].count
  }
  return decide(count, now, rule)
}
