import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { buildFingerprint, isBuildCurrent } from '../../scripts/lib/app.mjs'
import { findBrotli, findNginx } from '../../scripts/lib/nginx.mjs'
import { hasRedisServer, startPrivateRedis } from '../../scripts/lib/redis.mjs'

/**
 * Issue 19: `INSTANCES=2 npm start` on the suite's build and database: nginx on PORT in front of two
 * instances on the next ports, sharing a Redis of this test's own.
 */
const suitePort = Number(new URL(process.env.E2E_BASE_URL ?? 'http://localhost:3210').port)
const distDir = process.env.E2E_DIST_DIR ?? '.next-test'
const port = suitePort + 76
const instancePorts = [port + 1, port + 2]
const redisPort = suitePort + 79
const front = `http://127.0.0.1:${port}`

let redis: Awaited<ReturnType<typeof startPrivateRedis>> | undefined
let start: ChildProcess | undefined
let log = ''
/** The district's street map, where the instances and nginx both read it (BASEMAP_DIR). */
const basemapDir = fs.mkdtempSync(path.join(os.tmpdir(), 'instances-basemap-'))
const districtFile = path.join(basemapDir, 'district-20261127.pmtiles')
const districtBytes = randomBytes(50_000)

const answers = (url: string) =>
  fetch(url).then(
    (r) => r.status,
    () => 0,
  )

test.describe.configure({ mode: 'serial', timeout: 180_000 })

test.beforeAll(async () => {
  test.skip(!findNginx() || !hasRedisServer(), 'nginx or redis-server is not installed here (.ci/run installs both)')
  // Never a build here: it would replace the one the suite's server is serving.
  expect(isBuildCurrent(distDir, buildFingerprint(process.env.DATABASE_URL, process.env)), 'the suite build is current').toBe(true)
  redis = await startPrivateRedis(redisPort)
  start = spawn(process.execPath, [path.join('scripts', 'start.mjs')], {
    env: { ...process.env, INSTANCES: '2', PORT: String(port), REDIS_URL: redis.url, NEXT_DIST_DIR: distDir, BASEMAP_DIR: basemapDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  for (const stream of [start.stdout, start.stderr]) stream!.on('data', (chunk: Buffer) => (log += chunk.toString()))
  // What start.mjs printed is the only account of a start that never came up: it goes in the failure.
  await expect
    .poll(() => answers(`${front}/builds/latest.json`), { message: 'nginx and two instances start', timeout: 120_000 })
    .toBe(200)
    .catch((error: Error) => {
      throw new Error(`${error.message}\n--- start.mjs printed ---\n${log.slice(-6000)}`)
    })
})

test.afterAll(async () => {
  if (start && start.exitCode === null) {
    const exited = new Promise((resolve) => start!.once('exit', resolve))
    start.kill('SIGTERM')
    await exited
  }
  await redis?.stop()
  fs.rmSync(basemapDir, { recursive: true, force: true })
  // Everything it started has stopped with it.
  for (const p of [port, ...instancePorts]) expect(await answers(`http://127.0.0.1:${p}/builds/latest.json`), `port ${p} closed`).toBe(0)
})

test('nginx compresses pages, keeps them for a second at most, keeps hashed files for good, and never keeps the build marker', async () => {
  const page = async (encoding = 'gzip') => {
    const response = await fetch(`${front}/explore/st-neots`, { headers: { 'Accept-Encoding': encoding } })
    await response.arrayBuffer()
    return response
  }
  const first = await page()
  expect(first.status).toBe(200)
  expect(first.headers.get('content-encoding')).toBe('gzip')
  expect(first.headers.get('content-security-policy')).toContain("default-src 'self'")
  expect(first.headers.get('x-accel-expires'), 'nginx keeps its instruction to itself').toBeNull()
  // A copy lasts until the end of the second it was made in (the app's X-Accel-Expires): ask just after one.
  await new Promise((resolve) => setTimeout(resolve, 1050 - (Date.now() % 1000)))
  expect(['MISS', 'HIT', 'EXPIRED', 'UPDATING']).toContain((await page()).headers.get('x-cache'))
  // nginx files its copy a moment after the last byte went out: until then the next request sees it UPDATING.
  await expect.poll(async () => (await page()).headers.get('x-cache'), { timeout: 500, intervals: [20] }).toBe('HIT')
  expect((await page()).headers.get('content-encoding'), 'the copy is kept compressed').toBe('gzip')
  await new Promise((resolve) => setTimeout(resolve, 1100))
  expect((await page()).headers.get('x-cache')).not.toBe('HIT')

  // Each encoding a browser takes has its copy; a client that takes none gets the page as it is.
  const plain = await fetch(`${front}/explore/st-neots`, { headers: { 'Accept-Encoding': 'identity' } })
  expect(plain.headers.get('content-encoding')).toBeNull()
  expect(await plain.text()).toContain('</html>')
  const browser = await page('gzip, deflate, br, zstd')
  expect(browser.headers.get('content-encoding')).toBe(findBrotli(findNginx()!) ? 'br' : 'gzip')

  const script = /\/_next\/static\/[^"]+\.js/.exec(await (await fetch(`${front}/explore/st-neots`)).text())![0]
  const asset = await fetch(`${front}${script}`, { headers: { 'Accept-Encoding': 'gzip' } })
  expect(asset.headers.get('cache-control')).toContain('immutable')
  expect(asset.headers.get('content-encoding')).toBe('gzip')

  const marker = await fetch(`${front}/builds/latest.json`)
  expect(marker.headers.get('x-cache')).toBeNull()
  expect(marker.headers.get('cache-control')).toContain('no-store')
})

test('nginx serves the district map file itself, by byte range, cached for ever', async () => {
  fs.writeFileSync(districtFile, districtBytes)
  const { mtime, size } = fs.statSync(districtFile)
  // nginx's own ETag (seconds and size in hex): the file did not go through an instance.
  const nginxEtag = `"${Math.floor(mtime.getTime() / 1000).toString(16)}-${size.toString(16)}"`
  const range = await fetch(`${front}/tiles/district-20261127.pmtiles`, { headers: { Range: 'bytes=0-16383' } })
  expect(range.status).toBe(206)
  expect(range.headers.get('content-range')).toBe(`bytes 0-16383/${size}`)
  expect(range.headers.get('etag')).toBe(nginxEtag)
  expect(range.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  expect(Buffer.from(await range.arrayBuffer())).toEqual(districtBytes.subarray(0, 16_384))
  const again = await fetch(`${front}/tiles/district-20261127.pmtiles`, { headers: { 'If-None-Match': nginxEtag } })
  expect(again.status).toBe(304)
  const past = await fetch(`${front}/tiles/district-20261127.pmtiles`, { headers: { Range: `bytes=${size}-` } })
  expect(past.status).toBe(416)
  // A file not there is the app's to answer.
  const missing = await fetch(`${front}/tiles/district-20200101.pmtiles`)
  expect(missing.status).toBe(404)
  expect(await missing.json()).toEqual({ error: 'No such map file' })
})

test('an instance killed mid-traffic costs no request, and comes back', async () => {
  const pid = Number(new RegExp(`Instance on port ${instancePorts[0]}: pid (\\d+)`).exec(log)?.[1])
  expect(pid).toBeGreaterThan(0)
  const statuses: number[] = []
  const traffic = (async () => {
    for (let i = 0; i < 60; i++) {
      // A new address each time, past the micro-cache, so every request reaches an instance.
      statuses.push(await answers(`${front}/about?n=${i}`))
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  })()
  await new Promise((resolve) => setTimeout(resolve, 600))
  process.kill(pid, 'SIGKILL')
  await traffic
  expect(statuses.filter((s) => s !== 200)).toEqual([])
  expect(log).toContain(`The instance on port ${instancePorts[0]} stopped (SIGKILL): starting it again`)
  await expect.poll(() => answers(`http://127.0.0.1:${instancePorts[0]}/builds/latest.json`), { timeout: 90_000 }).toBe(200)
})
