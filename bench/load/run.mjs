// Load: 200 concurrent connections for 60 s against a cached town page, a town API and the batch
// ingest, one after the other; requests/s, p50/p99 latency, errors, requests over 10 s and the server's RSS for each,
// the town page's size and the RSS after a minute idle, and the town page next to nginx serving the same HTML in the same run (needs nginx).
// Run: node bench/load/run.mjs   (figures only; never asserted in CI)
// BENCH_CONNECTIONS and BENCH_DURATION change the load; BENCH_BASE_URL uses a running server
// (start it with INGEST_RATE_LIMIT=100000000 so the one load generator is not rate-limited).
import { gzipSync } from 'node:zlib'

import { ingestLoad, load, rssOfPort, startBenchServer, startNginx } from '../lib/server.mjs'

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200)
const DURATION = Number(process.env.BENCH_DURATION ?? 60)
const PAGE = '/explore/st-ives'
const IDLE_MS = 60_000
const kb = (bytes) => (bytes / 1024).toFixed(1)
const API = '/api/places/town/stIves?locale=en'

process.env.INGEST_RATE_LIMIT ??= '100000000'
const server = process.env.BENCH_BASE_URL
  ? { base: process.env.BENCH_BASE_URL, stop: async () => {} }
  : await startBenchServer({ port: 3403, distDir: '.next-bench-load' })
const port = Number(new URL(server.base).port)

const row = (label, r, rss) =>
  `${label.padEnd(22)} ${String(r.requestsPerSecond).padStart(7)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(5)} ms  errors ${r.errors}  over 10 s ${r.timeouts}${rss ? `  server RSS ${Math.round(rss / 1024)} MB` : ''}`

try {
  await load(`${server.base}${PAGE}`, { connections: 10, duration: 3 })
  await load(`${server.base}${API}`, { connections: 10, duration: 3 })
  console.log(`${CONNECTIONS} connections, ${DURATION} s per target; server RSS idle ${Math.round((rssOfPort(port) ?? 0) / 1024)} MB`)
  const page = await load(`${server.base}${PAGE}`, { connections: CONNECTIONS, duration: DURATION })
  console.log(row(`page ${PAGE}`, page, rssOfPort(port)))
  const api = await load(`${server.base}${API}`, { connections: CONNECTIONS, duration: DURATION })
  console.log(row('town API (places)', api, rssOfPort(port)))
  const ingest = await ingestLoad(server.base, { connections: CONNECTIONS, duration: DURATION, batch: 10 })
  console.log(row('batch ingest (10/req)', ingest, rssOfPort(port)), ` → ${ingest.eventsPerSecond} events/s`)

  const html = await (await fetch(`${server.base}${PAGE}`)).text()
  console.log(`town page: ${kb(Buffer.byteLength(html))} KB, ${kb(gzipSync(html).length)} KB gzipped`)
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS))
  console.log(`server RSS after ${IDLE_MS / 1000} s idle: ${Math.round((rssOfPort(port) ?? 0) / 1024)} MB`)
  const nginx = await startNginx(html)
  try {
    const baseline = await load(nginx.url, { connections: CONNECTIONS, duration: DURATION })
    console.log(row('same HTML from nginx', baseline))
    console.log(`town page Next/nginx: ${(page.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}`)
  } finally {
    await nginx.stop()
  }
} finally {
  await server.stop()
}
