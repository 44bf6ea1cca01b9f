// A production server on a scratch database for benchmarks: migrate, seed, build, start.
import { execFileSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'

import { buildIfNeeded, prepareDatabase, startNext, waitForHttp } from '../../scripts/lib/app.mjs'
import { createScratchDatabase, resolveDatabase } from '../../scripts/lib/database.mjs'
import { findNginx, startNginx as runNginx, writeNginxMain } from '../../scripts/lib/nginx.mjs'

export const ADMIN = { email: 'admin@bench.test', password: 'bench-admin-password' }

/**
 * `serverDatabaseUrl` lets the running server reach the database another way (through a relay a
 * bench can cut); `keepLog` keeps what the server writes (for `log()`) instead of showing it.
 */
export async function startBenchServer({
  port = 3400,
  distDir = '.next-bench',
  serverDatabaseUrl = (url) => url,
  keepLog = false,
  env: extraEnv = {},
} = {}) {
  const server = await resolveDatabase(() => {})
  const scratch = await createScratchDatabase(server.url, 'tg_bench')
  const env = {
    ...process.env,
    DATABASE_URL: scratch.url,
    PAYLOAD_SECRET: randomUUID() + randomUUID(),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SERVER_URL: `http://localhost:${port}`,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    ...extraEnv,
  }
  await prepareDatabase(env)
  await buildIfNeeded({ env, distDir, force: true })
  const next = await startNext({
    env: { ...env, DATABASE_URL: await serverDatabaseUrl(scratch.url) },
    distDir,
    port,
    stdio: keepLog ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  })
  let log = ''
  for (const stream of [next.stdout, next.stderr]) stream?.on('data', (chunk) => (log += chunk.toString()))
  const base = `http://localhost:${port}`
  await waitForHttp(`${base}/`)
  return {
    base,
    /** What the server wrote so far, colours removed (with `keepLog`). */
    log: () => log.replace(/\x1b\[[0-9;]*m/g, ''),
    async stop() {
      next.kill('SIGTERM')
      await new Promise((resolve) => next.once('exit', resolve))
      await scratch.drop()
      await server.stop()
    },
  }
}

export async function signIn(base, { email, password } = ADMIN) {
  const response = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!response.ok) throw new Error(`login failed: ${response.status}`)
  // The token is not in the body (removeTokenFromResponses): it is the session cookie.
  const token = response.headers
    .getSetCookie()
    .map((c) => /^payload-token=([^;]+)/.exec(c)?.[1])
    .find(Boolean)
  return { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' }
}

/** Requests per second and latency percentiles from autocannon. */
export async function load(url, { connections = 50, duration = 10, method = 'GET', body, headers } = {}) {
  const result = await autocannon({ url, connections, duration, method, body, headers })
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    timeouts: result.timeouts,
  }
}

/** nginx serving one HTML file from disk on `port`, for a baseline in the same run. */
export async function startNginx(html, port = 3401, { workers = 1 } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tg-nginx-'))
  fs.writeFileSync(path.join(dir, 'index.html'), html)
  // One worker by default, as one Node process serves the app; compressed when asked, as the guide's nginx does.
  const conf = writeNginxMain(
    dir,
    `  gzip on; gzip_comp_level 5;
  server { listen 127.0.0.1:${port}; root ${dir}; location / { try_files /index.html =404; default_type text/html; } }`,
    { workers },
  )
  const nginx = runNginx(findNginx() ?? 'nginx', conf)
  await waitForHttp(`http://127.0.0.1:${port}/`, 10_000)
  return {
    url: `http://127.0.0.1:${port}/`,
    async stop() {
      nginx.kill('SIGTERM')
      await new Promise((resolve) => nginx.once('exit', resolve))
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

function batchBody(size) {
  const ts = Date.now()
  const towns = ['huntingdon', 'st-ives', 'ramsey', 'st-neots']
  return JSON.stringify({
    events: Array.from({ length: size }, (_, i) => ({
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

/**
 * POST /api/usage-stats/batch from many connections, fresh client ids in every request so every
 * event is really written. The server counts them all as one client (its address is the socket's):
 * start it with INGEST_RATE_LIMIT raised.
 */
export function ingestLoad(base, { connections = 10, duration = 10, batch = 20 } = {}) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${base}/api/usage-stats/batch`,
        connections,
        duration,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        requests: [{ setupRequest: (request) => ({ ...request, body: batchBody(batch) }) }],
      },
      (error, result) => {
        if (error) return reject(error)
        resolve({
          requestsPerSecond: Math.round(result.requests.average),
          eventsPerSecond: Math.round(result['2xx'] / result.duration) * batch,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors + result.non2xx,
          timeouts: result.timeouts,
        })
      },
    )
  })
}

/** Resident memory (KB) of the process listening on `port` (the Next server), from ss and /proc. */
export function rssOfPort(port) {
  const line = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' })
  const pid = /pid=(\d+)/.exec(line)?.[1]
  if (!pid) return null
  const status = execFileSync('cat', [`/proc/${pid}/status`], { encoding: 'utf8' })
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
}
