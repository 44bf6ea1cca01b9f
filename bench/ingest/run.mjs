// Usage ingest: events/s accepted by POST /api/usage-stats/batch, and page requests/s while ingest
// runs next to pages alone. Run: node bench/ingest/run.mjs   (figures only; never asserted in CI)
// BENCH_BASE_URL=http://localhost:3303 uses a running server (start it with INGEST_RATE_LIMIT=100000000);
// otherwise a scratch server is migrated, seeded, built into .next-bench-ingest and started on port 3402.
import { ingestLoad, load, startBenchServer } from '../lib/server.mjs'

const BATCH = Number(process.env.BENCH_BATCH ?? 20)
const ingest = () => ingestLoad(server.base, { connections: 10, duration: DURATION, batch: BATCH })
const DURATION = Number(process.env.BENCH_DURATION ?? 10)
const PAGE = '/explore/st-ives'

process.env.INGEST_RATE_LIMIT ??= '100000000' // the bench is one client; the limit is measured by the int tests
const server = process.env.BENCH_BASE_URL
  ? { base: process.env.BENCH_BASE_URL, stop: async () => {} }
  : await startBenchServer({ port: 3402, distDir: '.next-bench-ingest' })

try {
  await load(`${server.base}${PAGE}`, { connections: 10, duration: 3 }) // warm
  const pagesAlone = await load(`${server.base}${PAGE}`, { connections: 20, duration: DURATION })
  const ingestAlone = await ingest()
  const [pagesDuringIngest, ingestDuringPages] = await Promise.all([
    load(`${server.base}${PAGE}`, { connections: 20, duration: DURATION }),
    ingest(),
  ])
  const row = (label, r) =>
    `${label.padEnd(30)} ${String(r.requestsPerSecond).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  errors ${r.errors}`
  console.log(`batch size ${BATCH} events, ${DURATION} s per run, page ${PAGE}`)
  console.log(row('pages alone', pagesAlone))
  console.log(row('pages while ingest runs', pagesDuringIngest))
  console.log(row('ingest alone', ingestAlone), ` → ${ingestAlone.eventsPerSecond} events/s`)
  console.log(row('ingest while pages load', ingestDuringPages), ` → ${ingestDuringPages.eventsPerSecond} events/s`)
  console.log(
    `page throughput kept during ingest: ${Math.round((100 * pagesDuringIngest.requestsPerSecond) / pagesAlone.requestsPerSecond)}%`,
  )
} finally {
  await server.stop()
}
