// Faults and abuse (issue 16): server memory while 20 clients send 200 MB bodies at once; how fast a
// page, the build id and ingest answer while Postgres hangs; what is lost while Postgres restarts
// under load. Run: node bench/faults/run.mjs   (figures only; never asserted in CI)
// A scratch server is migrated, seeded, built into .next-bench-faults and started on port 3403,
// reaching its database through a relay this script can cut or hang.
import http from 'node:http'
import { randomUUID } from 'node:crypto'

import autocannon from 'autocannon'

import { cuttableDatabase } from '../../scripts/lib/db-relay.mjs'
import { median, rssOfPort, startBenchServer } from '../lib/server.mjs'

const PORT = 3403
// The bench is one client; the rate limit is measured by the tests, not here.
process.env.INGEST_RATE_LIMIT ??= '100000000'
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20)
const BODY_MB = Number(process.env.BENCH_BODY_MB ?? 200)
let relay
const server = await startBenchServer({
  port: PORT,
  distDir: '.next-bench-faults',
  serverDatabaseUrl: async (url) => (relay = await cuttableDatabase(url)).url,
})
const base = server.base
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Sends `megabytes` of JSON in 1 MB chunks, chunked (no Content-Length), until the server answers. */
function hugeBody(path, megabytes) {
  return new Promise((resolve) => {
    const request = http.request(
      `${base}${path}`,
      { method: 'POST', agent: false, headers: { 'Content-Type': 'application/json', Origin: base } },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode))
      },
    )
    request.on('error', () => resolve('reset'))
    const chunk = Buffer.alloc(1024 * 1024, 'a')
    let sent = 0
    const write = () => {
      while (sent < megabytes) {
        sent++
        if (!request.write(chunk)) return request.once('drain', write)
      }
      request.end()
    }
    request.write('{"message":"')
    write()
  })
}

async function timed(path, init) {
  const started = performance.now()
  const response = await fetch(`${base}${path}`, init)
  await response.arrayBuffer()
  return { status: response.status, ms: Math.round(performance.now() - started) }
}

const ingestInit = () => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Origin: base },
  body: JSON.stringify({ events: [{ id: randomUUID(), type: 'page_view', ts: Date.now(), locale: 'en', mode: 'phone', path: '/' }] }),
})

try {
  // A running server has answered these before the database goes: warm each once.
  for (let i = 0; i < 20; i++) await timed('/explore/st-ives')
  for (const path of ['/builds/latest.json', '/api/places/town/stIves', '/admin/login']) await timed(path)
  await sleep(2000)
  const idle = rssOfPort(PORT)

  // 1. Memory under oversized bodies.
  let peak = idle
  const sampler = setInterval(() => (peak = Math.max(peak, rssOfPort(PORT) ?? 0)), 100)
  const started = Date.now()
  const statuses = await Promise.all(
    Array.from({ length: CLIENTS }, (_, i) => hugeBody(i % 2 ? '/api/contact-messages' : '/api/users/login', BODY_MB)),
  )
  clearInterval(sampler)
  const counts = statuses.reduce((all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }), {})
  console.log(`${CLIENTS} clients × ${BODY_MB} MB chunked bodies: answers ${JSON.stringify(counts)} in ${Date.now() - started} ms`)
  console.log(
    `server RSS idle ${Math.round(idle / 1024)} MB, peak ${Math.round(peak / 1024)} MB (+${Math.round((peak - idle) / 1024)} MB; goal under +50 MB)`,
  )

  // 2. Latency with Postgres hung.
  relay.hang()
  const rows = []
  for (const [label, path, init] of [
    ['town page', '/explore/st-ives'],
    ['build id', '/builds/latest.json'],
    ['town places API', '/api/places/town/stIves'],
    ['ingest batch', '/api/usage-stats/batch', ingestInit],
    ['admin', '/admin/login'],
  ]) {
    const runs = []
    for (let i = 0; i < 5; i++) runs.push(await timed(path, init?.()))
    rows.push(
      `${label.padEnd(18)} median ${median(runs.map((r) => r.ms))} ms, max ${Math.max(...runs.map((r) => r.ms))} ms, statuses ${[...new Set(runs.map((r) => r.status))].join('/')}`,
    )
  }
  relay.up()
  console.log('with Postgres hung:')
  for (const row of rows) console.log(`  ${row}`)
  await sleep(3000)

  // 3. Postgres restarts under load: the database is cut for 5 s in the middle of a 15 s run.
  const run = (url, init = {}) =>
    new Promise((resolve, reject) => {
      const tally = {}
      const instance = autocannon({ url, connections: 10, duration: 15, ...init }, (error, result) =>
        error ? reject(error) : resolve({ tally, total: result.requests.total }),
      )
      instance.on('response', (_client, status) => (tally[status] = (tally[status] ?? 0) + 1))
    })
  const pages = run(`${base}/explore/st-ives`)
  const ingest = run(`${base}/api/usage-stats/batch`, {
    connections: 4,
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    requests: [{ setupRequest: (request) => ({ ...request, body: ingestInit().body }) }],
  })
  await sleep(5000)
  relay.down()
  await sleep(5000)
  relay.up()
  const [pageTally, ingestTally] = await Promise.all([pages, ingest])
  console.log('Postgres cut for 5 s during a 15 s load:')
  console.log(`  pages:  ${JSON.stringify(pageTally.tally)} (goal: every one 200)`)
  console.log(`  ingest: ${JSON.stringify(ingestTally.tally)} (goal: 202, or 503/429 that the client retries; never another status)`)
} finally {
  await server.stop()
  await relay?.close()
}
