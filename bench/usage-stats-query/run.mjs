// The admin usage-stats view over a million synthetic events: seed time and each query's time.
// Run: node bench/usage-stats-query/run.mjs [eventCount]   (figures only; never asserted in CI)
// Uses DATABASE_URL's server (or the embedded Postgres) with a scratch database that is dropped after.
import { performance } from 'node:perf_hooks'

import pg from 'pg'
import { register } from 'tsx/esm/api'

import { prepareDatabase } from '../../scripts/lib/app.mjs'
import { createScratchDatabase, resolveDatabase } from '../../scripts/lib/database.mjs'

register()
const { usageStats } = await import('../../src/data/usage-stats.ts')
const { parseFilter } = await import('../../src/features/usage/stats-filter.ts')

const COUNT = Number(process.argv[2] ?? 1_000_000)
const DAYS = 90
const server = await resolveDatabase(() => {})
const scratch = await createScratchDatabase(server.url, 'tg_bench_stats')
try {
  await prepareDatabase({
    ...process.env,
    DATABASE_URL: scratch.url,
    PAYLOAD_SECRET: 'bench',
    ADMIN_EMAIL: 'admin@bench.test',
    ADMIN_PASSWORD: 'bench-admin-password',
  })
  const pool = new pg.Pool({ connectionString: scratch.url, max: 10 })

  // One INSERT … SELECT over generate_series: types, towns, locales and modes skewed like real use.
  let started = performance.now()
  await pool.query(
    `INSERT INTO usage_events (client_id, type, occurred_at, town, locale, mode, kiosk_id, path, place, target, search_length, result_count)
     SELECT 'bench-' || g,
       t.type,
       now() - (random() * interval '${DAYS} days'),
       (ARRAY['huntingdon','st-ives','ramsey','st-neots'])[1 + (g % 4)],
       (ARRAY['en','en','en','en','es','fr','pl','lt','pt'])[1 + (g % 9)],
       m.mode,
       CASE m.mode WHEN 'kiosk' THEN (ARRAY['kioskA','kioskB'])[1 + (g % 2)] WHEN 'screen' THEN (ARRAY['screen1','screen2'])[1 + (g % 2)] END,
       '/explore/town',
       CASE WHEN t.type = 'place_open' THEN 'place-' || (g % 400) END,
       CASE WHEN t.type IN ('layer_toggle','category_toggle') THEN 'toilet' END,
       CASE WHEN t.type = 'search' THEN 1 + (g % 20) END,
       CASE WHEN t.type = 'search' THEN g % 15 END
     FROM generate_series(1, $1::int) AS g
     CROSS JOIN LATERAL (SELECT (ARRAY['page_view','page_view','page_view','page_view','place_open','place_open','search','layer_toggle',
       'category_toggle','language_change','kiosk_session_start','kiosk_idle_reset','share'])[1 + (g * 7 % 13)] AS type) t
     CROSS JOIN LATERAL (SELECT (ARRAY['phone','phone','phone','kiosk','kiosk','screen'])[1 + (g * 5 % 6)] AS mode) m`,
    [COUNT],
  )
  await pool.query('ANALYZE usage_events')
  const seedMs = performance.now() - started
  const { rows } = await pool.query(`SELECT pg_size_pretty(pg_total_relation_size('usage_events')) AS size`)
  console.log(`seeded ${COUNT.toLocaleString('en-GB')} events in ${(seedMs / 1000).toFixed(1)} s (table + indexes ${rows[0].size})`)

  const now = new Date()
  const cases = [
    ['last 30 days, all towns', parseFilter({}, now)],
    ['last 30 days, st-ives', parseFilter({ town: 'st-ives' }, now)],
    ['last 90 days, all towns', parseFilter({ from: new Date(now.getTime() - 89 * 86_400_000).toISOString().slice(0, 10) }, now)],
    [
      'last 7 days, ramsey',
      parseFilter({ from: new Date(now.getTime() - 6 * 86_400_000).toISOString().slice(0, 10), town: 'ramsey' }, now),
    ],
  ]
  for (const [label, filter] of cases) {
    await usageStats(pool, filter) // warm
    const runs = []
    let last
    for (let i = 0; i < 5; i++) {
      started = performance.now()
      last = await usageStats(pool, filter)
      runs.push(performance.now() - started)
    }
    runs.sort((a, b) => a - b)
    const slowest = Object.entries(last.timings)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([k, v]) => `${k} ${v} ms`)
      .join(', ')
    console.log(
      `${label.padEnd(26)} events ${String(last.totalEvents).padStart(8)}  whole view median ${runs[2].toFixed(0)} ms  (slowest: ${slowest})`,
    )
  }
  await pool.end()
} finally {
  await scratch.drop()
  await server.stop()
}
