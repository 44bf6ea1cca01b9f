import { createHash } from 'node:crypto'

import type { Pool } from 'pg'

import {
  ENDPOINT_RATE_LIMIT,
  RATE_LIMIT,
  RATE_LIMIT_ROW_TTL_MS,
  type RateDecision,
  decide,
  rateKeys,
  windowStart,
} from '@/domain/rate-limit'

type RedisPipeline = {
  incr(key: string): RedisPipeline
  pexpire(key: string, ms: number): RedisPipeline
  exec(): Promise<[Error | null, unknown][] | null>
}
type RedisLike = { multi(): RedisPipeline }
type Rule = { windowMs: number; maxRequests: number }
let redis: Promise<RedisLike> | undefined

function redisClient(url: string): Promise<RedisLike> {
  redis ??= import('ioredis').then(
    ({ Redis }) => new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: true }) as unknown as RedisLike,
  )
  return redis
}

/** The limits in force: INGEST_RATE_LIMIT (per client) raises the defaults for benchmarks. */
function currentRules(): { client: Rule; endpoint: Rule } {
  const override = Number(process.env.INGEST_RATE_LIMIT)
  const raised = Number.isFinite(override) && override > 0
  return {
    client: { windowMs: RATE_LIMIT.windowMs, maxRequests: raised ? override : RATE_LIMIT.maxRequests },
    endpoint: {
      windowMs: ENDPOINT_RATE_LIMIT.windowMs,
      maxRequests: raised ? Math.max(override * 50, ENDPOINT_RATE_LIMIT.maxRequests) : ENDPOINT_RATE_LIMIT.maxRequests,
    },
  }
}

/**
 * Counts this request for `key` in a store every app instance shares: Redis when REDIS_URL is set,
 * otherwise one upserted row per key in Postgres. The client address is hashed, never stored.
 */
async function hit(pool: Pool, key: string, rule: Rule, now: number): Promise<RateDecision> {
  const hashed = createHash('sha256').update(key).digest('base64url')
  const start = windowStart(now, rule.windowMs)
  let count: number
  if (process.env.REDIS_URL) {
    const client = await redisClient(process.env.REDIS_URL)
    const results = await client
      .multi()
      .incr(`tg:rl:${hashed}:${start}`)
      .pexpire(`tg:rl:${hashed}:${start}`, rule.windowMs * 2)
      .exec()
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

/** Counts a request against its client's limit on this endpoint and the endpoint's overall cap. */
export async function hitClientAndEndpoint(
  pool: Pool,
  clientAddress: string,
  endpoint: string,
  now = Date.now(),
  rules: { client: Rule; endpoint: Rule } = currentRules(),
): Promise<RateDecision> {
  const keys = rateKeys(clientAddress, endpoint)
  const client = await hit(pool, keys.client, rules.client, now)
  if (!client.allowed) return client
  return hit(pool, keys.endpoint, rules.endpoint, now)
}

/** Deletes counters of windows long past (Redis expires its own). Returns rows deleted. */
export async function pruneRateCounters(pool: Pool, now = Date.now()): Promise<number> {
  const result = await pool.query('DELETE FROM ingest_rate_limits WHERE window_start < $1', [now - RATE_LIMIT_ROW_TTL_MS])
  return result.rowCount ?? 0
}
