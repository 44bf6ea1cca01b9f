// Usage ingest: events/s accepted by POST /api/usage-stats/batch, and page requests/s while ingest
// runs next to pages alone. Run: node bench/ingest/run.mjs   (figures only; never asserted in CI)
// BENCH_BASE_URL=http://localhost:3303 uses a running server (start it with INGEST_RATE_LIMIT=100000000);
// otherwise a scratch server is migrated, seeded, built into .next-bench-ingest and started on port 3402.
import { randomUUID } from 'node:crypto'

import autocannon from 'autocannon'

import { load, startBenchServer } from '../lib/server.mjs'

const BATCH = Number(process.env.BENCH_BATCH ?? 20)
const DURATION = Number(process.env.BENCH_DURATION ?? 10)
const PAGE = '/explore/st-ives'

process.env.INGEST_RATE_LIMIT ??= '100000000' // the bench is one client; the limit is measured by the int tests
const server = process.env.BENCH_BASE_URL
  ? { base: process.env.BENCH_BASE_URL, stop: async () => {} }
  : await startBenchServer({ port: 3402, distDir: '.next-bench-ingest' })

function batchBody() {
  const ts = Date.now()
  const towns = ['huntingdon', 'st-ives', 'ramsey', 'st-neots']
  return JSON.stringify({
    events: Array.from({ length: BATCH }, (_, i) => ({
      id: randomUUID(),
      type: i % 3 ? 'page_view' : 'place_open',
      ts,
      town: towns[i % 4],
      locale: 'en',
      mode: i % 2 ? 'kiosk' : 'phone',
      kioskId: i % 2 ? 'kioskA' : null,
      path: '/explore/st-ives',
      place: i % 3 ? null : `place-${i}`,
    })),
  })
}

function ingest(connections = 10) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${server.base}/api/usage-stats/batch`,
        connections,
        duration: DURATION,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        // Many clients, as in real use (kiosks and phones each have their own address and rate-limit row).
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              headers: { ...request.headers, 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250)}` },
              body: batchBody(),
            }),
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error)
        resolve({
          requestsPerSecond: Math.round(result.requests.average),
          eventsPerSecond: Math.round(result['2xx'] / result.duration) * BATCH,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors + result.non2xx,
        })
      },
    )
  })
}

try {
  await load(`${server.base}${PAGE}`, { connections: 10, duration: 3 }) // warm
  const pagesAlone = await load(`${server.base}${PAGE}`, { connections: 20, duration: DURATION })
  const ingestAlone = await ingest()
  const [pagesDuringIngest, ingestDuringPages] = await Promise.all([load(`${server.base}${PAGE}`, { connections: 20, duration: DURATION }), ingest()])
  const row = (label, r) => `${label.padEnd(30)} ${String(r.requestsPerSecond).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  errors ${r.errors}`
  console.log(`batch size ${BATCH} events, ${DURATION} s per run, page ${PAGE}`)
  console.log(row('pages alone', pagesAlone))
  console.log(row('pages while ingest runs', pagesDuringIngest))
  console.log(row('ingest alone', ingestAlone), ` → ${ingestAlone.eventsPerSecond} events/s`)
  console.log(row('ingest while pages load', ingestDuringPages), ` → ${ingestDuringPages.eventsPerSecond} events/s`)
  console.log(`page throughput kept during ingest: ${Math.round((100 * pagesDuringIngest.requestsPerSecond) / pagesAlone.requestsPerSecond)}%`)
} finally {
  await server.stop()
}
