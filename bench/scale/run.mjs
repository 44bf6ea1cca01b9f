// Scale-out (issue 19): `INSTANCES=2 npm start` (nginx in front of two instances sharing a Redis
// page cache) on a scratch database, side by side in one run with nginx serving the same HTML from
// disk, both asked with Accept-Encoding: gzip. Prints requests/s, p99, errors and timeouts at
// BENCH_CONNECTIONS (200) for BENCH_DURATION (60) s; the same run with one instance SIGKILLed halfway
// (failed requests seen by the load generator, and whether it came back); and the median ms from a
// publish on instance A to the change served through nginx and by instance B directly (20 publishes).
// Needs nginx and redis-server. Run: node bench/scale/run.mjs   (figures only; never asserted in CI)
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import path from 'node:path'

import { ROOT, waitForHttp } from '../../scripts/lib/app.mjs'
import { createScratchDatabase, resolveDatabase } from '../../scripts/lib/database.mjs'
import { startPrivateRedis } from '../../scripts/lib/redis.mjs'
import { ADMIN, load, median, signIn, startNginx } from '../lib/server.mjs'

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200)
const DURATION = Number(process.env.BENCH_DURATION ?? 60)
const PORT = 3460
const [A, B] = [PORT + 1, PORT + 2]
const REDIS_PORT = 3469
const PAGE = '/explore/st-ives'
const PUBLISHES = 20
const GZIP = { 'Accept-Encoding': 'gzip' }

const answers = (url) =>
  fetch(url).then(
    (r) => r.ok,
    () => false,
  )
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

const redis = await startPrivateRedis(REDIS_PORT)
const database = await resolveDatabase(() => {})
const scratch = await createScratchDatabase(database.url, 'tg_bench')
let log = ''
const start = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
  cwd: ROOT,
  env: {
    ...process.env,
    INSTANCES: '2',
    PORT: String(PORT),
    REDIS_URL: redis.url,
    DATABASE_URL: scratch.url,
    NEXT_DIST_DIR: '.next-bench-scale',
    PAYLOAD_SECRET: randomUUID() + randomUUID(),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SERVER_URL: `http://localhost:${PORT}`,
    INGEST_RATE_LIMIT: '100000000',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
})
for (const stream of [start.stdout, start.stderr]) stream.on('data', (chunk) => (log += chunk.toString()))
const front = `http://127.0.0.1:${PORT}`
const row = (label, r) =>
  `${label.padEnd(34)} ${String(r.requestsPerSecond).padStart(6)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(5)} ms  errors ${r.errors}  timeouts ${r.timeouts}`

try {
  // The first start builds (a few minutes); nginx answers 502 until an instance is up.
  await waitForHttp(`${front}/builds/latest.json`, 20 * 60_000)
  while (!(await answers(`${front}/builds/latest.json`))) await sleep(500)
  await load(`${front}${PAGE}`, { connections: 10, duration: 3, headers: GZIP })

  console.log(`${CONNECTIONS} connections, ${DURATION} s each, Accept-Encoding: gzip`)
  const scaled = await load(`${front}${PAGE}`, { connections: CONNECTIONS, duration: DURATION, headers: GZIP })
  console.log(row('nginx + 2 instances (town page)', scaled))
  const html = await (await fetch(`${front}${PAGE}`)).text()
  // As many workers as the guide's own nginx (auto): the same nginx, with and without the app behind it.
  const nginx = await startNginx(html, 3468, { workers: 'auto' })
  try {
    const baseline = await load(nginx.url, { connections: CONNECTIONS, duration: DURATION, headers: GZIP })
    console.log(row('nginx, same HTML from disk', baseline))
    console.log(`ratio: ${(scaled.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}`)
  } finally {
    await nginx.stop()
  }

  // One instance killed halfway: the load generator must see no failure.
  const pid = Number(new RegExp(`Instance on port ${A}: pid (\\d+)`).exec(log)?.[1])
  const killed = sleep((DURATION * 1000) / 2).then(() => process.kill(pid, 'SIGKILL'))
  // A fresh address per request would defeat the micro-cache; the page is the same for all, as in life.
  const withKill = await load(`${front}${PAGE}`, { connections: CONNECTIONS, duration: DURATION, headers: GZIP })
  await killed
  console.log(row('same, instance A SIGKILLed at half', withKill))
  const deadline = Date.now() + 120_000
  let back = false
  while (!back && Date.now() < deadline) {
    back = await answers(`http://127.0.0.1:${A}/builds/latest.json`)
    if (!back) await sleep(1000)
  }
  console.log(`instance A restarted and answering: ${back ? 'yes' : 'no'}`)

  // Publish on A, then ask nginx and B until both serve it.
  const auth = await signIn(`http://127.0.0.1:${A}`)
  const places = await (await fetch(`http://127.0.0.1:${A}/api/places?where[town.slug][equals]=st-ives&limit=1`, { headers: auth })).json()
  const place = places.docs[0]
  const viaNginx = []
  const onB = []
  for (let i = 0; i < PUBLISHES; i++) {
    const marker = `Scale marker ${Date.now()}-${i}`
    const saved = await fetch(`http://127.0.0.1:${A}/api/places/${place.id}`, {
      method: 'PATCH',
      headers: auth,
      body: JSON.stringify({ description: marker }),
    })
    if (!saved.ok) throw new Error(`save failed: ${saved.status}`)
    const returned = performance.now()
    const until = async (origin, into) => {
      while (!(await (await fetch(`${origin}${PAGE}`)).text()).includes(marker)) await sleep(20)
      into.push(performance.now() - returned)
    }
    await Promise.all([until(front, viaNginx), until(`http://127.0.0.1:${B}`, onB)])
  }
  console.log(
    `publish on A → served through nginx: median ${Math.round(median(viaNginx))} ms; by B directly: median ${Math.round(median(onB))} ms (${PUBLISHES} publishes)`,
  )
} finally {
  start.kill('SIGTERM')
  await new Promise((resolve) => start.once('exit', resolve))
  await redis.stop()
  await scratch.drop()
  await database.stop()
}
