// Offline bench (issue 17): prints figures, asserts nothing.
//   1. the public app's code the service worker keeps in the background: files, bytes on disk, and
//      bytes transferred as the server sends them (compressed when it compresses) — goal ≤ 1.5 MB;
//   2. what the worker precaches on install (public/ and the offline pages);
//   3. a look-only visit to a town map in headless Chromium (every request but the guide's aborted):
//      ms from `load` to "ready offline" (median of runs), and the public chunks still missing from
//      the cache then (goal 0);
//   4. with a district street map in the server's BASEMAP_DIR (npm run basemap): the bytes kept for
//      the town's streets by that visit (and the street pictures its map first shows), and for the
//      whole district ("Save the district map").
// Usage: node --import tsx bench/offline/run.ts [--runs 3] [--town huntingdon]
//   or, against a running production server and its build folder:
//   BENCH_BASE_URL=http://localhost:3000 BENCH_DIST_DIR=.next node --import tsx bench/offline/run.ts
import http from 'node:http'

import { chromium } from '@playwright/test'

import { OFFLINE_CACHES, OFFLINE_READY_MARK, TOWN_STREETS_KEPT_MARK } from '../../src/domain/offline-pages'
import { publicChunkPaths } from '../../src/features/offline/public-chunks'
import { startBenchServer } from '../lib/server.mjs'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs'

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1]! : fallback
}
const RUNS = Number(arg('runs', '3'))
const TOWN = arg('town', 'huntingdon')
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

/** Bytes on the wire for one GET as a browser asks for it (compressed if the server compresses), and on disk. */
function transferred(url: string): Promise<{ wire: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': 'br, gzip, deflate' } }, (res) => {
        let wire = 0
        res.on('data', (chunk: Buffer) => (wire += chunk.length))
        res.on('end', () => resolve({ wire, encoding: String(res.headers['content-encoding'] ?? 'none') }))
      })
      .on('error', reject)
  })
}

async function rawSize(url: string) {
  return (await (await fetch(url, { headers: { 'Accept-Encoding': 'identity' } })).arrayBuffer()).byteLength
}

/** The bytes of every response in one of the worker's caches (run in the page). */
async function cachedBytes(name: string): Promise<number> {
  const cache = await caches.open(name)
  const sizes = await Promise.all(
    (await cache.keys()).map(async (request) => (await (await cache.match(request))!.arrayBuffer()).byteLength),
  )
  return sizes.reduce((sum, size) => sum + size, 0)
}

const server = process.env.BENCH_BASE_URL ? null : await startBenchServer({ port: 3420, distDir: '.next-bench' })
const base = process.env.BENCH_BASE_URL ?? server!.base
const distDir = process.env.BENCH_DIST_DIR ?? '.next-bench'

try {
  const chunks = publicChunkPaths(distDir)
  let raw = 0
  let wire = 0
  const encodings = new Set<string>()
  for (const chunk of chunks) {
    raw += await rawSize(`${base}${chunk}`)
    const sent = await transferred(`${base}${chunk}`)
    wire += sent.wire
    encodings.add(sent.encoding)
  }
  console.log(
    `public app code kept in the background: ${chunks.length} files, ${kb(raw)} on disk, ${kb(wire)} transferred (content-encoding: ${[...encodings].join(', ')}; goal ≤ 1536 KB)`,
  )

  const worker = await (await fetch(`${base}/sw.js`)).text()
  const precached = [...worker.matchAll(/url:\s*"([^"]+)"/g)].map((m) => m[1]!)
  let precacheWire = 0
  for (const url of precached) precacheWire += (await transferred(`${base}${url}`)).wire
  console.log(`precached on install: ${precached.length} files, ${kb(precacheWire)} transferred`)

  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  })
  const readyAfterLoad: number[] = []
  const missingAfter: number[] = []
  const streetsKept: number[] = []
  const picturesKept: number[] = []
  const districtMap = (await fetch(`${base}/map/style.json`, { redirect: 'manual' })).ok
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } })
    await context.route(
      (url) => url.origin !== new URL(base).origin,
      (route) => route.abort(),
    )
    const page = await context.newPage()
    await page.goto(`${base}/explore/${TOWN}/map`)
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, OFFLINE_READY_MARK, { timeout: 120_000 })
    const figures = await page.evaluate(
      async ({ mark, chunks }) => {
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
        const ready = performance.getEntriesByName(mark)[0]!.startTime
        const cache = await caches.open('next-static')
        const missing = (await Promise.all(chunks.map((url) => cache.match(url, { ignoreVary: true })))).filter((hit) => !hit).length
        return { readyAfterLoad: ready - navigation.loadEventEnd, missing }
      },
      { mark: OFFLINE_READY_MARK, chunks },
    )
    readyAfterLoad.push(figures.readyAfterLoad)
    missingAfter.push(figures.missing)
    if (districtMap) {
      await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, TOWN_STREETS_KEPT_MARK, { timeout: 120_000 })
      streetsKept.push(await page.evaluate(cachedBytes, OFFLINE_CACHES.districtRanges))
      picturesKept.push(await page.evaluate(cachedBytes, OFFLINE_CACHES.streetPictures))
    }
    if (districtMap && run === 0) {
      await page.evaluate(async () => {
        const worker = (await navigator.serviceWorker.ready).active!
        await new Promise<void>((resolve) => {
          const channel = new MessageChannel()
          channel.port1.onmessage = ({ data }) => data.type === 'done' && resolve()
          worker.postMessage({ type: 'KEEP_DISTRICT_MAP', payload: { lang: 'en', bounds: 'district' } }, [channel.port2])
        })
      })
      console.log(
        `the whole district map kept ("Save the district map"): ${kb(await page.evaluate(cachedBytes, OFFLINE_CACHES.districtFile))}`,
      )
    }
    await context.close()
  }
  await browser.close()
  console.log(
    `look-only visit to /explore/${TOWN}/map (${RUNS} runs): "ready offline" ${Math.round(median(readyAfterLoad))} ms after load (runs: ${readyAfterLoad.map(Math.round).join(', ')} ms)`,
  )
  console.log(`public chunks missing from the cache after it: ${missingAfter.join(', ')} (goal 0)`)
  console.log(
    districtMap
      ? `the town's streets kept by that visit: ${streetsKept.map(kb).join(', ')}; the pictures of them under its map's first picture: ${picturesKept.map(kb).join(', ')}`
      : 'no district street map on this server (npm run basemap, BASEMAP_DIR): street bytes not measured',
  )
} finally {
  await server?.stop()
}
