// Map bench (issue 4): prints figures, asserts nothing.
//   1. first-load JS of the map route, KB gzipped (the <script> files of its HTML), and the lazily
//      loaded map code (maplibre chunk, worker) separately;
//   2. time from navigation to the map's `load` event in headless Chromium (median of runs); with
//      the basemap blocked the map is woken at once, as by a first touch;
//   3. 10,000 synthetic places: clustering (setData → idle), a category filter and a layer toggle
//      (click → idle, list included), and frames per second while panning.
// Usage: start a production server, then
//   BENCH_BASE_URL=http://localhost:3301 node bench/map/run.mjs [--runs 5] [--town huntingdon] [--places 10000]
// The remote basemap is blocked unless BENCH_REMOTE_BASEMAP=1 (this machine has no internet).
// The server must be a build made with NEXT_PUBLIC_MAP_TEST_HOOKS=1: the bench needs window.__townMap
// (the MapLibre instance, its load and idle times, and a way to swap in synthetic places).
import { gzipSync } from 'node:zlib'

import { chromium } from '@playwright/test'

import en from '../../messages/en.json' with { type: 'json' }
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs'

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1] : fallback
}
const BASE = process.env.BENCH_BASE_URL || 'http://localhost:3301'
const TOWN = arg('town', 'huntingdon')
const RUNS = Number(arg('runs', 5))
const PLACES = Number(arg('places', 10_000))
const PATH = `/explore/${TOWN}/map`
const LAUNCH = {
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const gz = (buf) => gzipSync(buf, { level: 9 }).length

async function fetchBytes(url) {
  const res = await fetch(url)
  if (!res.ok) throw new Error(`${url}: ${res.status}`)
  return Buffer.from(await res.arrayBuffer())
}

async function firstLoadJs() {
  const html = (await fetchBytes(`${BASE}${PATH}`)).toString('utf8')
  const srcs = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+\.js[^"]*)"/g)].map((m) => m[1]))]
  let raw = 0
  let zipped = 0
  for (const src of srcs) {
    const body = await fetchBytes(new URL(src, BASE).href)
    raw += body.length
    zipped += gz(body)
  }
  return { files: srcs.length, raw, zipped, srcs }
}

async function newPage(browser, viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({ viewport })
  const page = await context.newPage()
  if (!process.env.BENCH_REMOTE_BASEMAP) await page.route('**/tiles.openfreemap.org/**', (route) => route.abort())
  return { context, page }
}

// Without the street map the page opens on its picture of the places; a press loads MapLibre at once.
const wakeMap = async (page) => {
  if (!process.env.BENCH_REMOTE_BASEMAP) await page.locator('[role="button"][data-focus]').dispatchEvent('pointerdown')
}

// The live map's status line for screen readers: "Map ready: 24 places shown".
const READY_PREFIX = en.Map.mapReady.split('{')[0]
const mapReady = (page) => page.getByRole('status').filter({ hasText: READY_PREFIX })
const shownOnMap = async (page) => Number((await mapReady(page).textContent()).match(/\d+/)?.[0] ?? 0)

async function loadTimes(browser, firstLoadSrcs) {
  const times = []
  const lazy = new Map()
  let basemap = ''
  for (let i = 0; i < RUNS; i++) {
    const { context, page } = await newPage(browser)
    page.on('response', async (res) => {
      const url = new URL(res.url())
      if (res.request().resourceType() !== 'script' && !url.pathname.endsWith('.mjs')) return
      if (firstLoadSrcs.some((src) => url.pathname === new URL(src, BASE).pathname)) return
      if (!lazy.has(url.pathname))
        lazy.set(
          url.pathname,
          res
            .body()
            .then((b) => gz(b))
            .catch(() => 0),
        )
    })
    await page.goto(`${BASE}${PATH}`)
    await wakeMap(page)
    await page.waitForFunction(() => window.__townMap?.loadedAt, null, { timeout: 30_000 })
    await mapReady(page).waitFor({ state: 'attached', timeout: 30_000 })
    times.push(await page.evaluate(() => window.__townMap.loadedAt))
    basemap = (await page.getByText(en.Map.basemapFallback).count()) > 0 ? 'fallback' : 'remote'
    await context.close()
  }
  const lazyBytes = await Promise.all([...lazy.entries()].map(async ([path, size]) => [path, await size]))
  return { times, basemap, lazyBytes }
}

async function tenThousand(browser) {
  const { context, page } = await newPage(browser)
  page.on('crash', () => console.error('page crashed'))
  page.on('pageerror', (e) => console.error('pageerror', e.message))
  await page.goto(`${BASE}${PATH}`)
  await wakeMap(page)
  await mapReady(page).waitFor({ state: 'attached', timeout: 30_000 })
  const categories = await page.locator('button[data-category]').evaluateAll((els) => els.map((el) => el.dataset.category))

  const idleAfter = (action) =>
    page.evaluate(async (actionSource) => {
      const map = window.__townMap.map
      const t0 = performance.now()
      const idle = new Promise((resolve) => map.once('idle', resolve))
      await new Function('return ' + actionSource)()()
      await idle
      // One more settle: the list re-render and the map's re-filter may land in separate frames.
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
      if (!map.loaded()) await new Promise((resolve) => map.once('idle', resolve))
      return performance.now() - t0
    }, action.toString())

  await page.evaluate(
    ({ n, categories }) => {
      const map = window.__townMap.map
      const bounds = map.getMaxBounds()
      const [w, s, e, nn] = [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()]
      let seed = 42
      const rnd = () => (seed = (seed * 1664525 + 1013904223) % 4294967296) / 4294967296
      const layers = ['carpark', 'busstop', 'toilet', 'accessible', 'artwork', 'poi', null, null, null]
      const places = Array.from({ length: n }, (_, i) => ({
        slug: `bench-${i}`,
        name: `Bench place ${i}`,
        categorySlug: categories[i % categories.length],
        layer: layers[Math.floor(rnd() * layers.length)],
        tags: [],
        description: null,
        address: null,
        postcode: null,
        coordinates: [w + rnd() * (e - w), s + rnd() * (nn - s)],
        openingHours: null,
        accessibility: null,
        website: null,
        phone: null,
        imageUrl: null,
      }))
      window.__benchStart = performance.now()
      window.__townMap.replacePlaces(places)
    },
    { n: PLACES, categories },
  )

  // Settled: the map went idle after the swap, with the new places counted in what it draws.
  await page.waitForFunction(
    ({ n, prefix }) => {
      const status = [...document.querySelectorAll('[role="status"]')].find((el) => el.textContent.startsWith(prefix))
      const shown = Number(status?.textContent.match(/\d+/)?.[0] ?? 0)
      return window.__townMap.idleAt > window.__benchStart && window.__townMap.map.isSourceLoaded('places') && shown > Math.min(200, n / 10)
    },
    { n: PLACES, prefix: READY_PREFIX },
    { timeout: 120_000, polling: 50 },
  )
  const setData = { ms: await page.evaluate(() => window.__townMap.idleAt - window.__benchStart), rendered: await shownOnMap(page) }

  const placeCount = page
    .getByRole('complementary', { name: en.Map.panelLabel })
    .getByRole('status')
    .filter({ hasText: /\d+ places?|No places/ })
  const listCount = async () => Number((await placeCount.textContent()).replace(/\D/g, '') || 0)
  const total = await listCount()
  const filter = await idleAfter(() => document.querySelector('button[data-category="food-drink"]').click())
  const filtered = await listCount()
  const layer = await idleAfter(() => document.querySelector('button[data-layer="poi"]').click())
  const layered = await listCount()
  const clear = await idleAfter(() =>
    [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Clear filters').click(),
  )

  const fps = await page.evaluate(async () => {
    const map = window.__townMap.map
    let frames = 0
    let running = true
    const count = () => {
      frames++
      if (running) requestAnimationFrame(count)
    }
    requestAnimationFrame(count)
    const t0 = performance.now()
    for (let i = 0; i < 4; i++) {
      map.panBy([i % 2 ? -300 : 300, 120], { duration: 500 })
      await new Promise((r) => map.once('moveend', r))
    }
    running = false
    return (frames * 1000) / (performance.now() - t0)
  })
  await context.close()
  return { setData, total, filter, filtered, layer, layered, clear, fps }
}

const browser = await chromium.launch(LAUNCH)
try {
  const js = await firstLoadJs()
  const { times, basemap, lazyBytes } = await loadTimes(browser, js.srcs)
  const big = await tenThousand(browser)
  const lazyTotal = lazyBytes.reduce((sum, [, size]) => sum + size, 0)
  console.log(`Map bench: ${BASE}${PATH} (Chromium headless, SwiftShader WebGL; basemap ${basemap})`)
  console.log(`first-load JS of the map route : ${kb(js.zipped)} gzipped (${kb(js.raw)} raw, ${js.files} files)`)
  console.log(
    `lazy map code after first load : ${kb(lazyTotal)} gzipped (${lazyBytes.length} files: maplibre chunk, map component, worker)`,
  )
  console.log(
    `navigation → map 'load' event  : median ${median(times).toFixed(0)} ms (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)}, ${RUNS} runs)`,
  )
  console.log(
    `${PLACES} synthetic places    : clustered and drawn in ${big.setData.ms.toFixed(0)} ms (setData → idle; ${big.setData.rendered} places drawn at zoom 15, list ${big.total})`,
  )
  console.log(`  category filter (click → idle): ${big.filter.toFixed(0)} ms (list ${big.filtered})`)
  console.log(`  layer toggle    (click → idle): ${big.layer.toFixed(0)} ms (list ${big.layered})`)
  console.log(`  clear filters   (click → idle): ${big.clear.toFixed(0)} ms`)
  console.log(`  panning                       : ${big.fps.toFixed(0)} frames/s (software WebGL; a GPU does better)`)
} finally {
  await browser.close()
}
