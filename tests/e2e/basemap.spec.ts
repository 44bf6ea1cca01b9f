import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { expect, type Page, test } from '@playwright/test'

import { buildDistrictFixture, FIXTURE_STREET } from '../fixtures/district-map'
import { secondServer } from './second-server'
import { OFFLINE_READY_MARK, TOWN_STREETS_KEPT_MARK } from '../../src/domain/offline-pages'
import { expectNoAxeViolations, MAP_PREVIEW, MAP_READY_TIMEOUT, messages, wakeMap } from './support'

/**
 * Issue 26: the district's streets from our own server. A server of the suite's build whose
 * BASEMAP_DIR holds a district file made by `npm run basemap -- --from-geojson` (High Street and the
 * river around Huntingdon's Market Hill); every request to another host is refused and counted.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'basemap-e2e-'))
const server = secondServer(83, { BASEMAP_DIR: dir }, { ownDataCache: true })
const en = messages('en')

test.describe.configure({ mode: 'serial', timeout: 120_000 })
test.use({ viewport: { width: 1280, height: 800 } })

test.beforeAll(async () => {
  await buildDistrictFixture(dir)
  await server.start()
})
test.afterAll(async () => {
  await server.kill()
  fs.rmSync(dir, { recursive: true, force: true })
})

/** Requests to anywhere but the guide are refused, and listed so a test can say none was made. */
async function onlyTheGuide(page: Page) {
  const elsewhere: string[] = []
  await page.route(
    (url) => url.origin !== server.origin && url.protocol.startsWith('http'),
    (route) => {
      elsewhere.push(route.request().url())
      return route.abort()
    },
  )
  return elsewhere
}

/** The names of the streets the live map has drawn on screen. */
const drawnStreets = (page: Page) =>
  page.evaluate(() => {
    type Drawn = { properties: { name?: string } }
    const map = (
      window as unknown as { __townMap?: { map?: { queryRenderedFeatures(options: object): Drawn[]; getLayer(id: string): unknown } } }
    ).__townMap?.map
    if (!map?.getLayer('roads_major')) return []
    return [...new Set(map.queryRenderedFeatures({ layers: ['roads_major', 'roads_minor'] }).map((f) => f.properties.name))]
  })

/** The street pictures under the map's first picture that have drawn, by address. */
const drawnPictures = (page: Page) =>
  page
    .locator(`${MAP_PREVIEW} img`)
    .evaluateAll((images: HTMLImageElement[]) =>
      images.filter((image) => image.complete && image.naturalWidth > 0).map((image) => new URL(image.src).pathname),
    )

/** The credit links to OpenStreetMap's copyright page and is seen, not only in the page: nothing (the bottom sheet, a panel) covers it. */
async function expectCredit(
  page: Page,
  credit = page.locator('.maplibregl-ctrl-attrib').getByRole('link', { name: /OpenStreetMap contributors/ }),
) {
  await expect(credit).toBeVisible()
  await expect(credit).toHaveAttribute('href', 'https://www.openstreetmap.org/copyright')
  await expect
    .poll(() =>
      credit.evaluate((link) => {
        const box = link.getBoundingClientRect()
        return link.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2))
      }),
    )
    .toBe(true)
}

test('the town map draws the district streets from our own server, asks no other host, and credits OpenStreetMap', async ({ page }) => {
  const elsewhere = await onlyTheGuide(page)
  const ranges: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/tiles/')) ranges.push(request.headers().range ?? 'none')
  })
  const response = await page.goto(`${server.origin}/explore/huntingdon/map`)
  // With our own map in place the page's policy lets no third party's map in.
  const policy = response!.headers()['content-security-policy']!
  expect(policy).toContain("connect-src 'self'")
  expect(policy).not.toMatch(/(connect|img)-src[^;]*https?:\/\//)
  // Before any touch: the server's picture, with the district's streets under the places, and no
  // MapLibre (no canvas, no byte of the file read).
  await expect
    .poll(() => drawnPictures(page), { timeout: 30_000 })
    .toContainEqual(expect.stringMatching(/^\/map\/streets\/\d+\/\d+\/\d+\.svg$/))
  await expectCredit(page, page.getByRole('link', { name: en.Map.osmCredit, exact: true }))
  await page.waitForTimeout(1000)
  await expect(page.locator('.maplibregl-canvas')).toHaveCount(0)
  expect(ranges).toEqual([])
  // A touch: the live map, drawing the same streets with their names.
  await wakeMap(page)
  await expect.poll(() => drawnStreets(page), { timeout: MAP_READY_TIMEOUT }).toContain(FIXTURE_STREET)
  await expect(page.getByText(en.Map.basemapFallback)).toHaveCount(0)
  await expectCredit(page)
  expect(ranges.length, 'the tiles are read by range').toBeGreaterThan(0)
  expect(
    ranges.every((range) => /^bytes=\d+-\d+$/.test(range)),
    ranges.join(', '),
  ).toBe(true)
  expect(elsewhere).toEqual([])
})

test('a kiosk with no way out to the internet shows the streets, not the notice, with the credit', async ({ page }) => {
  await page.setViewportSize({ width: 1080, height: 1920 })
  const elsewhere = await onlyTheGuide(page)
  await page.goto(`${server.origin}/kiosk/huntingdon`)
  await expect.poll(() => drawnStreets(page), { timeout: MAP_READY_TIMEOUT }).toContain(FIXTURE_STREET)
  await expect(page.getByText(en.Map.basemapFallback)).toHaveCount(0)
  await expectCredit(page)
  expect(elsewhere).toEqual([])
})

test('a screen showing a place draws the streets around it, credited, at 1920×1080', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 })
  const elsewhere = await onlyTheGuide(page)
  await page.goto(`${server.origin}/screen/huntingdon/huntingdon-all-saints-church`)
  await expect.poll(() => drawnStreets(page), { timeout: MAP_READY_TIMEOUT }).toContain(FIXTURE_STREET)
  await expectCredit(page)
  expect(elsewhere).toEqual([])
})

test('a new district file dropped in place is used by the next visitor, with no rebuild or restart', async ({ page }) => {
  const before = await (await fetch(`${server.origin}/map/style.json`)).json()
  fs.copyFileSync(path.join(dir, 'district-20261127.pmtiles'), path.join(dir, 'district-20261201.pmtiles'))
  try {
    const after = await (await fetch(`${server.origin}/map/style.json`)).json()
    expect(before.sources.protomaps.url).toMatch(/^pmtiles:\/\/\/tiles\/district-20261127\.pmtiles\?v=/)
    expect(after.sources.protomaps.url).toMatch(/^pmtiles:\/\/\/tiles\/district-20261201\.pmtiles\?v=/)
    await onlyTheGuide(page)
    const asked: string[] = []
    page.on('request', (request) => request.url().includes('/tiles/') && asked.push(new URL(request.url()).pathname))
    await page.goto(`${server.origin}/fr/explore/huntingdon/map`)
    // The page was made before the new file: its first picture takes the new file's pictures once the style names it.
    await expect
      .poll(() => page.locator(`${MAP_PREVIEW} img`).evaluateAll((images: HTMLImageElement[]) => images.map((image) => image.src)))
      .toContainEqual(
        expect.stringContaining(`?v=${new URL(after.sources.protomaps.url.replace('pmtiles://', 'http://x')).searchParams.get('v')}`),
      )
    await wakeMap(page)
    await expect.poll(() => drawnStreets(page), { timeout: MAP_READY_TIMEOUT }).toContain(FIXTURE_STREET)
    expect(new Set(asked)).toEqual(new Set(['/tiles/district-20261201.pmtiles']))
  } finally {
    fs.rmSync(path.join(dir, 'district-20261201.pmtiles'))
  }
})

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' })

  async function goOffline(page: Page) {
    await page.context().setOffline(true)
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false)
  }

  test('a town map only looked at, then no signal: its streets are still drawn', async ({ page }) => {
    await onlyTheGuide(page)
    await page.goto(`${server.origin}/explore/huntingdon/map`)
    await expect.poll(async () => (await drawnPictures(page)).length, { timeout: 30_000 }).toBeGreaterThan(0)
    // Looked at, never touched: the town's streets are kept ahead, with the app's code.
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, TOWN_STREETS_KEPT_MARK, { timeout: 60_000 })
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, OFFLINE_READY_MARK, { timeout: 60_000 })
    const kept = await page.evaluate(async () => (await (await caches.open('district-map-ranges')).keys()).length)
    expect(kept, 'ranges of the file kept').toBeGreaterThan(5)

    const seen = await drawnPictures(page)
    expect(seen.length).toBeGreaterThan(0)

    await goOffline(page)
    await page.reload()
    // The first picture's streets, from what the visit kept; then, touched, the live map's.
    await expect.poll(async () => (await drawnPictures(page)).sort(), { timeout: 30_000 }).toEqual(seen.sort())
    await wakeMap(page)
    await expect.poll(() => drawnStreets(page), { timeout: MAP_READY_TIMEOUT }).toContain(FIXTURE_STREET)
    await expect(page.getByText(en.Map.basemapFallback)).toHaveCount(0)
    // Zoomed out and in again, the streets still come from what was kept.
    await page.evaluate(() =>
      (window as unknown as { __townMap: { map: { zoomTo(z: number, o: object): void } } }).__townMap.map.zoomTo(13, { duration: 0 }),
    )
    await expect.poll(() => drawnStreets(page), { timeout: MAP_READY_TIMEOUT }).toContain(FIXTURE_STREET)
  })

  test('a kiosk keeps the whole district map: with the network cut it shows streets, not the notice', async ({ page }) => {
    await page.setViewportSize({ width: 1080, height: 1920 })
    await onlyTheGuide(page)
    await page.goto(`${server.origin}/kiosk/huntingdon`)
    await expect.poll(() => drawnStreets(page), { timeout: MAP_READY_TIMEOUT }).toContain(FIXTURE_STREET)
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.open('district-map-file')).keys()).map((r) => new URL(r.url).pathname)), {
        timeout: 60_000,
      })
      .toEqual(['/tiles/district-20261127.pmtiles'])
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, OFFLINE_READY_MARK, { timeout: 60_000 })

    await goOffline(page)
    await page.reload()
    await expect.poll(() => drawnStreets(page), { timeout: MAP_READY_TIMEOUT }).toContain(FIXTURE_STREET)
    await expect(page.getByText(en.Map.basemapFallback)).toHaveCount(0)
    await expectCredit(page)
  })

  test('"Save the district map for offline" says its size first, then that it is saved, and asks to keep it', async ({ page }) => {
    await onlyTheGuide(page)
    await page.goto(`${server.origin}/fr/explore/huntingdon/map`)
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 }).toBe(true)
    const fr = messages('fr')
    await page.getByRole('button', { name: fr.Map.chooseTown }).click()
    const dialog = page.getByRole('dialog', { name: fr.Map.chooseTown })
    const size = fs.statSync(path.join(dir, 'district-20261127.pmtiles')).size
    const shown = new Intl.NumberFormat('fr', { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(size / 1_000_000)
    const save = dialog.getByRole('button', { name: fr.Map.saveDistrict.replace('{size}', shown) })
    await expect(save).toBeVisible()
    await save.click()
    await expect(dialog.getByRole('status')).toHaveText(fr.Map.saveDistrictDone.replace('{size}', shown), { timeout: 30_000 })
    await expect(save).toHaveCount(0)
    expect(await page.evaluate(async () => (await (await caches.open('district-map-file')).keys()).length)).toBe(1)
    await expectNoAxeViolations(page)
  })
})
