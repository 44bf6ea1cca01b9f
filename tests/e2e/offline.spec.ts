import fs from 'node:fs'
import path from 'node:path'

import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import pg from 'pg'

import { expectThemesFound } from './search-themes'
import { secondServer } from './second-server'
import { OFFLINE_READY_MARK, READY_TOAST_MS } from '../../src/domain/offline-pages'
import { CHROMIUM_ARGS, CHROMIUM_PATH, ONLY_THE_GUIDE } from '../../scripts/lib/chromium.mjs'
import { format, type Locale, messages, queuedSyncItems, wakeMap, MAP_READY_TIMEOUT } from './support'

/**
 * Issue 6: the service worker keeps what a visitor has opened, and the queues keep what a visitor
 * sends until it is delivered, exactly once. Real service worker, real IndexedDB, real Postgres.
 */
test.use({
  serviceWorkers: 'allow',
  viewport: { width: 1280, height: 800 },
  launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ONLY_THE_GUIDE] },
})

const en = messages('en') as unknown as Record<string, Record<string, string>>
const seedTours: { id: string; town: string; title: string; stops: unknown[] }[] = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, '../../src/cms/seed/data/tours.json'), 'utf8'),
).tours
const TOWN = 'st-ives'
const MAP = `/explore/${TOWN}/map`

const db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
test.afterAll(() => db.end())

async function count(sql: string, values: unknown[]): Promise<number> {
  const { rows } = await db.query<{ n: string }>(sql, values)
  return Number(rows[0]?.n ?? 0)
}

/**
 * Waits until the service worker controls the page and has fetched the town ahead, and, with
 * `loadedScripts`, the scripts this first visit loaded before the worker took over.
 */
async function waitUntilTownIsKept(
  page: Page,
  town = TOWN,
  { locale = 'en', loadedScripts = true }: { locale?: Locale; loadedScripts?: boolean } = {},
) {
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 }).toBe(true)
  // What is still missing, so a failure says which part was never kept.
  const missing = () =>
    page.evaluate(
      async ({ town, prefix, loadedScripts }) => {
        const pages = (await (await caches.open('pages')).keys()).map((r) => new URL(r.url).pathname)
        const data = (await (await caches.open('town-data')).keys()).filter((r) =>
          r.url.includes(`locale=${prefix ? prefix.slice(1) : 'en'}`),
        )
        const assets = new Set((await (await caches.open('next-static')).keys()).map((r) => r.url))
        const loaded = performance
          .getEntriesByType('resource')
          .map((e) => e.name)
          .filter((u) => u.includes('/_next/static/'))
        return [
          ...[`${prefix}/explore/${town}`, `${prefix}/explore/${town}/map`, `${prefix}/highlights/${town}`].filter(
            (p) => !pages.includes(p),
          ),
          ...(data.length >= 3 ? [] : [`town feeds (${data.length} of 3)`]),
          ...(loadedScripts ? loaded.filter((u) => !assets.has(u)) : []),
        ]
      },
      { town, prefix: locale === 'en' ? '' : `/${locale}`, loadedScripts },
    )
  await expect.poll(missing, { timeout: 45_000 }).toEqual([])
}

const overlaps = (a: { x: number; y: number; width: number; height: number } | null, b: typeof a) =>
  Boolean(a && b && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height)

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true)
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false)
}

/** What this build's app code needs is all kept: the service worker said so (OfflineRuntime's mark). */
async function waitUntilAppCodeIsKept(page: Page) {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, OFFLINE_READY_MARK, { timeout: 60_000 })
}

/** Where the live map looks, to tell that a drag or a wheel moved it. */
const mapView = (page: Page) =>
  page.evaluate(() => {
    const map = (window as unknown as { __townMap?: { map?: { getCenter(): { lng: number; lat: number }; getZoom(): number } } }).__townMap
      ?.map
    return map ? { ...map.getCenter(), zoom: map.getZoom() } : null
  })

test.describe('offline', () => {
  // Each test waits for a worker to install and fetch a whole town ahead: slow on a loaded CI machine.
  test.describe.configure({ timeout: 120_000 })

  test('a town map only looked at, then no signal: live map, pan and zoom, search, place details, notices, events, town page; another town’s place says it is not offline yet', async ({
    page,
    context,
  }) => {
    const town = 'huntingdon'
    await page.goto(`/explore/${town}/map`)
    // Look only: no touch, so MapLibre and the search never load while online.
    await waitUntilTownIsKept(page, town, { loadedScripts: false })
    await waitUntilAppCodeIsKept(page)
    expect(await page.evaluate(() => performance.getEntriesByType('resource').some((e) => /maplibre/i.test(e.name)))).toBe(false)

    await goOffline(context, page)
    await page.reload()
    await expect(page.getByText(en.Offline.offlineCached, { exact: true })).toBeVisible()
    await wakeMap(page)
    await expect(page.getByRole('status').filter({ hasText: en.Map.mapReady.split('{')[0] })).toBeAttached({ timeout: MAP_READY_TIMEOUT })

    const before = await mapView(page)
    const canvas = page.locator('.maplibregl-canvas')
    const box = (await canvas.boundingBox())!
    await page.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.4)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width * 0.7 - 120, box.y + box.height * 0.4 + 60, { steps: 8 })
    await page.mouse.up()
    await expect.poll(async () => (await mapView(page))?.lng).not.toBe(before?.lng)
    await page.mouse.wheel(0, -600)
    await expect.poll(async () => (await mapView(page))?.zoom).toBeGreaterThan(before!.zoom)

    // Search by Ctrl+K: the same result as online, and its details open from the kept town map.
    const tS = en.Search
    await page.keyboard.press('Control+k')
    const dialog = page.getByRole('dialog', { name: tS.title })
    await dialog.getByRole('searchbox', { name: tS.inputLabel }).fill('Cromwell Museum')
    const result = dialog
      .getByRole('region', { name: format(tS.groupCurrentTown, { townName: 'Huntingdon' }) })
      .getByRole('link', { name: /Cromwell Museum/ })
    await expect(result).toBeVisible()
    await result.click()
    await expect(page).toHaveURL(/\/explore\/huntingdon\/map\/huntingdon-cromwell-museum$/)
    await expect(page.getByRole('complementary', { name: en.Map.panelLabel }).getByRole('article')).toHaveAttribute(
      'data-place',
      'huntingdon-cromwell-museum',
    )
    await expect(
      page
        .getByRole('complementary', { name: en.Map.panelLabel })
        .getByRole('article')
        .getByRole('heading', { name: /Cromwell Museum/ }),
    ).toBeVisible()

    // The town's notices and events, with an event saved as .ics.
    await page.getByRole('button', { name: new RegExp(`^${en.Notices.button}\\b`) }).click()
    const notices = page.getByRole('dialog', { name: en.Notices.title })
    await expect(notices.getByRole('article').first()).toBeVisible()
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: new RegExp(`^${en.Events.button}\\b`) }).click()
    const events = page.getByRole('dialog', { name: en.Events.title })
    const firstEvent = events.getByRole('region', { name: en.Events.upcomingHeading }).getByRole('button').first()
    await firstEvent.click()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      events.getByRole('button', { name: new RegExp(`^${en.Events.download.replace(/[().]/g, '\\$&')}`) }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/\.ics$/)
    await page.keyboard.press('Escape')

    await page.goto(`/explore/${town}`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Huntingdon')
    await page.goto(`/highlights/${town}`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Huntingdon')

    // A place of a town never opened: said so, never a blank page.
    await page.goto('/explore/ramsey/map/ramsey-ramsey-abbey-gatehouse')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.Offline.placeHeading)
    await page.goto('/terms')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.Offline.pageHeading)
    await context.setOffline(false)
  })

  test('in Polish, St Neots looked at once works offline: its map, search by name and by theme, and place details in Polish', async ({
    page,
    context,
  }) => {
    const pl = messages('pl') as unknown as Record<string, Record<string, string>>
    await page.goto('/pl/explore/st-neots/map')
    await waitUntilTownIsKept(page, 'st-neots', { locale: 'pl', loadedScripts: false })
    await waitUntilAppCodeIsKept(page)

    await goOffline(context, page)
    await page.reload()
    await expect(page.getByText(pl.Offline.offlineCached, { exact: true })).toBeVisible()
    await page.keyboard.press('Control+k')
    const dialog = page.getByRole('dialog', { name: pl.Search.title })
    await dialog.getByRole('searchbox', { name: pl.Search.inputLabel }).fill('Priory Centre')
    const result = dialog.getByRole('link', { name: /Priory Centre/ }).first()
    await expect(result).toBeVisible()
    const href = (await result.getAttribute('href'))!
    expect(href).toMatch(/^\/pl\/explore\/st-neots\/map\//)
    await result.click()
    await expect(page.getByRole('complementary', { name: pl.Map.panelLabel }).getByRole('article')).toHaveAttribute(
      'data-place',
      href.split('/').pop()!,
    )
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl-PL')
    // Search by theme (issue 27) works offline as online: Polish words, inflected, without diacritics.
    await expectThemesFound(page, 'pl', ['museum', 'church', 'toilets', 'parking', 'library', 'market', 'bridge', 'walk'])
    await page.keyboard.press('Escape')

    await wakeMap(page)
    await expect(page.getByRole('status').filter({ hasText: pl.Map.mapReady.split('{')[0] })).toBeAttached({ timeout: MAP_READY_TIMEOUT })

    await page.goto('/pl/explore/huntingdon/map/huntingdon-cromwell-museum')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pl.Offline.placeHeading)
    await context.setOffline(false)
  })

  test('opening a town keeps its walking tours: with no signal a tour opens, is followed, and keeps its place across a reload (issue 20)', async ({
    page,
    context,
  }) => {
    const tour = seedTours.find((candidate) => candidate.town === 'stives')!
    const tourPage = `/explore/${TOWN}/tours/${tour.id}`
    await page.goto(`/explore/${TOWN}`)
    await waitUntilTownIsKept(page, TOWN, { loadedScripts: false })
    await expect
      .poll(
        () =>
          page.evaluate(
            async (path) => (await (await caches.open('pages')).keys()).some((r) => new URL(r.url).pathname === path),
            tourPage,
          ),
        {
          timeout: 30_000,
        },
      )
      .toBe(true)
    await waitUntilAppCodeIsKept(page)
    await goOffline(context, page)

    await page.goto(tourPage)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tour.title)
    await page.getByRole('button', { name: en.Tours.start }).click()
    const card = page.getByTestId('tour-follow')
    await card.getByRole('button', { name: en.Tours.nextHere }).click()
    await expect(card).toContainText(format(en.Tours.progressShort, { number: 2, count: tour.stops.length }))
    await page.reload()
    await expect(card).toContainText(format(en.Tours.progressShort, { number: 2, count: tour.stops.length }))
    await context.setOffline(false)
  })

  test('a first visit to a town page only: offline, its map goes live after a touch', async ({ page, context }) => {
    await page.goto(`/explore/${TOWN}`)
    await waitUntilTownIsKept(page, TOWN, { loadedScripts: false })
    await waitUntilAppCodeIsKept(page)
    await goOffline(context, page)
    await page.goto(MAP)
    await wakeMap(page)
    await expect(page.getByRole('status').filter({ hasText: en.Map.mapReady.split('{')[0] })).toBeAttached({ timeout: MAP_READY_TIMEOUT })
    await expect
      .poll(async () =>
        Number(
          (
            await page
              .getByRole('status')
              .filter({ hasText: en.Map.mapReady.split('{')[0] })
              .textContent()
          )?.match(/\d+/)?.[0],
        ),
      )
      .toBeGreaterThan(3)
    await context.setOffline(false)
  })

  test('"ready to work offline" says so once the app code is kept, beside the map’s list, never over it, and goes by itself', async ({
    page,
  }) => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport)
      await page.goto(MAP)
      await page.evaluate(() => localStorage.removeItem('town-guide:offline-ready-dismissed'))
      if (viewport.width < 900) await page.reload()
      const toast = page.locator('p').filter({ hasText: en.Offline.ready })
      await expect(toast).toContainText(en.Offline.ready, { timeout: 60_000 })
      // Wide screens: the side list; phones: the sheet, lowered and raised.
      for (const raise of viewport.width < 900 ? [false, true] : [false]) {
        if (raise) await page.locator('button[aria-controls="map-panel-body"]').click()
        await expect.poll(async () => overlaps(await toast.boundingBox(), await page.locator('#map-panel').boundingBox())).toBe(false)
      }
      await expect(toast).toBeHidden({ timeout: READY_TOAST_MS + 5000 })
      expect(await page.evaluate(() => localStorage.getItem('town-guide:offline-ready-dismissed'))).toBe('1')
      await page.reload()
      await waitUntilAppCodeIsKept(page)
      await expect(toast).toHaveCount(0)
    }
  })

  test('with data saver on, the app code waits; it is kept once the connection allows', async ({ page }) => {
    // The browser's connection says "save data" until the test lifts it (Network Information API).
    await page.addInitScript(() => {
      const connection = Object.assign(new EventTarget(), { saveData: true, effectiveType: '4g' })
      Object.defineProperty(navigator, 'connection', { get: () => connection })
      ;(window as unknown as { liftSaveData: () => void }).liftSaveData = () => {
        connection.saveData = false
        connection.dispatchEvent(new Event('change'))
      }
    })
    await page.goto(MAP)
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 }).toBe(true)
    // Long enough for load, idle and a whole keep on this machine (bench/offline: about 4 s).
    await page.waitForTimeout(8000)
    const keptFiles = () => page.evaluate(async () => (await (await caches.open('next-static')).keys()).length)
    const before = await keptFiles()
    expect(await page.evaluate((mark) => performance.getEntriesByName(mark).length, OFFLINE_READY_MARK)).toBe(0)
    await page.evaluate(() => (window as unknown as { liftSaveData: () => void }).liftSaveData())
    await waitUntilAppCodeIsKept(page)
    expect(await keptFiles()).toBeGreaterThan(before)
  })

  test('the worker is also at /sw.js with the same headers; a browser registered at /serwist/sw.js keeps one registration', async ({
    page,
    request,
  }) => {
    // Worker scripts are not in Playwright's request log, so the page is asked what it has registered.
    const [spec, old] = await Promise.all([request.get('/sw.js'), request.get('/serwist/sw.js')])
    expect(spec.status()).toBe(200)
    expect(await spec.text()).toBe(await old.text())
    for (const header of ['content-type', 'service-worker-allowed', 'cache-control', 'content-security-policy']) {
      expect(spec.headers()[header], header).toBe(old.headers()[header])
    }
    expect(spec.headers()['service-worker-allowed']).toBe('/')

    // A browser from before: its worker registered from the old address (from a file of the site
    // that runs none of the app, so nothing registers the new address meanwhile).
    await page.goto('/robots.txt')
    await page.evaluate(() => navigator.serviceWorker.register('/serwist/sw.js', { scope: '/', type: 'module' }))
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL ?? ''))
      .toMatch(/\/serwist\/sw\.js$/)

    await page.goto(MAP)
    await expect
      .poll(
        () =>
          page.evaluate(async () =>
            (await navigator.serviceWorker.getRegistrations()).map((r) => [r.scope, r.active?.scriptURL, r.waiting?.scriptURL ?? null]),
          ),
        { timeout: 30_000 },
      )
      .toEqual([[new URL('/', page.url()).href, expect.stringMatching(/\/serwist\/sw\.js$/), expect.stringMatching(/\/sw\.js$/)]])
    // The old worker still answers while the new one waits for the visitor's Reload.
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active))).toBe(true)
    await expect(page.getByText(en.Offline.newContent)).toBeVisible()
    // The old worker keeps the app's code for this page meanwhile; a worker busy with that is not
    // replaced until it is done (the service worker spec's "try activate"), so let it finish.
    await waitUntilAppCodeIsKept(page)
    // The page's first build check (latest.json, then its manifest a second later) goes through the
    // old worker. In Chromium driven by Playwright, a Reload pressed while the old worker answered it
    // left the new worker waiting for over a minute (5 of about 40 busy runs; the one caught with the
    // workers' event logs had the build check 0.1 s after SKIP_WAITING, and then nothing pending in
    // either worker): let that check finish first.
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/builds/meta/'))), {
        timeout: 30_000,
      })
      .toBe(true)
    // Reload: the new worker takes over and the page reloads itself (spec §4).
    await page.getByRole('button', { name: en.Offline.reload }).click()
    // One registration, whose active worker is the new address. (Whether Chromium then checks the
    // same /sw.js again is its own affair: once in CI a byte-identical copy sat waiting.)
    await expect
      .poll(
        () =>
          page
            .evaluate(async () =>
              (await navigator.serviceWorker.getRegistrations()).map((r) => r.active && new URL(r.active.scriptURL).pathname),
            )
            .catch(() => null),
        { timeout: 60_000 },
      )
      .toEqual(['/sw.js'])
    // The page reloads itself once the new worker controls it: asked across that reload.
    await expect
      .poll(
        () => page.evaluate(() => new URL(navigator.serviceWorker.controller?.scriptURL ?? '/', location.href).pathname).catch(() => null),
        { timeout: 30_000 },
      )
      .toBe('/sw.js')
  })

  test('feedback sent offline is queued, counted, and delivered exactly once when back online', async ({ page, context }) => {
    await page.goto('/about')
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 20_000 }).toBe(true)
    const text = `Offline feedback ${Date.now()}`
    await goOffline(context, page)

    await page.getByRole('button', { name: en.Feedback.open }).click()
    await page.getByRole('dialog', { name: en.Feedback.title }).getByLabel(en.Feedback.label).fill(text)
    await page.getByRole('dialog', { name: en.Feedback.title }).getByRole('button', { name: en.Feedback.send }).click()
    await expect(page.getByRole('dialog', { name: en.Feedback.title }).getByRole('status')).toHaveText(en.Feedback.queued)
    await page.keyboard.press('Escape')
    await expect(page.getByText('1 action is queued')).toBeVisible()
    expect(await count('SELECT count(*) AS n FROM feedback_messages WHERE message = $1', [text])).toBe(0)

    await context.setOffline(false)
    await expect.poll(() => count('SELECT count(*) AS n FROM feedback_messages WHERE message = $1', [text]), { timeout: 20_000 }).toBe(1)
    await expect(page.getByText('1 action is queued')).toHaveCount(0)
    await expect(page.getByText(en.Offline.offlineCached)).toHaveCount(0)
    // Nothing left to send, and a later sync sends nothing twice.
    await page.evaluate(() => window.dispatchEvent(new Event('online')))
    await page.waitForTimeout(1500)
    expect(await count('SELECT count(*) AS n FROM feedback_messages WHERE message = $1', [text])).toBe(1)
  })

  test('a contact message written offline is queued and sent once online', async ({ page, context }) => {
    await page.goto('/contact')
    const subject = `Queued ${Date.now()}`
    await goOffline(context, page)
    await page.getByLabel(new RegExp(en.Contact.name)).fill('Ada Visitor')
    await page.getByLabel(new RegExp(en.Contact.email)).fill('ada@example.com')
    await page.getByLabel(new RegExp(en.Contact.subject)).fill(subject)
    await page.getByLabel(new RegExp(en.Contact.message)).fill('Written on the train without a signal.')
    await page.getByRole('button', { name: en.Contact.send }).click()
    await expect(page.getByRole('status').filter({ hasText: en.Contact.queued })).toBeVisible()
    await context.setOffline(false)
    await expect.poll(() => count('SELECT count(*) AS n FROM contact_messages WHERE subject = $1', [subject]), { timeout: 20_000 }).toBe(1)
  })
})

/**
 * The server dies (SIGKILL) in the middle of a batch: it has stored the batch but never answers.
 * The client keeps the events, the restarted server receives them again, and the client ids make
 * every event land exactly once. A second server from the same build, so the suite's stays up.
 */
test.describe('server killed during a sync batch', () => {
  const server = secondServer(47)
  const { origin } = server
  const start = () => server.start()
  const kill = () => server.kill()
  test.afterAll(kill)

  // page.route must see the batch requests: no service worker in between here.
  test.use({ serviceWorkers: 'block' })

  test('no event lost, none doubled', async ({ page }) => {
    test.setTimeout(180_000)
    await start()
    let batches = 0
    let firstSeen = false
    let killed = false
    let releaseFirst: () => void = () => undefined
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve))
    // The first batch is held while more events queue up behind it; then it reaches the server
    // (which stores it) and the server is killed before its answer gets back: for the client,
    // the batch failed.
    await page.route('**/api/usage-stats/batch', async (route) => {
      batches++
      if (firstSeen) return route.continue()
      firstSeen = true
      await firstHeld
      await route.fetch().catch(() => undefined)
      await kill()
      killed = true
      await route.abort('connectionreset')
    })

    await page.goto(`${origin}/about`)
    await expect.poll(() => firstSeen, { timeout: 15_000 }).toBe(true)
    // Client-side navigations record more page views while the first batch is in flight.
    const footerLinks = page.locator('footer nav').first().getByRole('link')
    for (const index of [1, 2, 3]) {
      const link = footerLinks.nth(index)
      const href = (await link.getAttribute('href'))!
      await link.click()
      await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`))
    }
    const queuedIds = async () => (await queuedSyncItems(page)).filter((i) => i.type === 'usage_stats').map((i) => i.data.id)
    await expect.poll(async () => (await queuedIds()).length).toBeGreaterThanOrEqual(4)
    const ids = await queuedIds()

    releaseFirst()
    await expect.poll(() => killed, { timeout: 15_000 }).toBe(true)
    const stored = () => count('SELECT count(*) AS n FROM usage_events WHERE client_id = ANY($1)', [ids])
    // Stored by the dying server, never acknowledged, so still queued in the browser.
    const storedBeforeRestart = await stored()
    expect(storedBeforeRestart).toBeGreaterThan(0)
    expect(storedBeforeRestart).toBeLessThan(ids.length)

    await start()
    await page.evaluate(() => window.dispatchEvent(new Event('online')))
    await expect.poll(() => batches, { timeout: 15_000 }).toBeGreaterThan(1)
    await expect.poll(stored, { timeout: 15_000 }).toBe(ids.length)
    await expect.poll(async () => (await queuedIds()).filter((id) => ids.includes(id)).length, { timeout: 15_000 }).toBe(0)
    expect(await count('SELECT count(DISTINCT client_id) AS n FROM usage_events WHERE client_id = ANY($1)', [ids])).toBe(ids.length)
  })
})
