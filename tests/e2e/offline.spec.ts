import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import pg from 'pg'

import { secondServer } from './second-server'
import { messages, queuedSyncItems, wakeMap, MAP_READY_TIMEOUT } from './support'

/**
 * Issue 6: the service worker keeps what a visitor has opened, and the queues keep what a visitor
 * sends until it is delivered, exactly once. Real service worker, real IndexedDB, real Postgres.
 */
test.use({ serviceWorkers: 'allow', viewport: { width: 1280, height: 800 } })

const en = messages('en') as unknown as Record<string, Record<string, string>>
const TOWN = 'st-ives'
const MAP = `/explore/${TOWN}/map`

const db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
test.afterAll(() => db.end())

async function count(sql: string, values: unknown[]): Promise<number> {
  const { rows } = await db.query<{ n: string }>(sql, values)
  return Number(rows[0]?.n ?? 0)
}

/** Waits until the service worker controls the page and has fetched the town ahead… */
async function waitUntilTownIsKept(page: Page) {
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 20_000 }).toBe(true)
  // What is still missing, so a failure says which part was never kept.
  const missing = () =>
    page.evaluate(async (town) => {
      const pages = (await (await caches.open('pages')).keys()).map((r) => new URL(r.url).pathname)
      const data = await (await caches.open('town-data')).keys()
      // …and the scripts this first visit loaded before the worker took over (the map's included).
      const assets = new Set((await (await caches.open('next-static')).keys()).map((r) => r.url))
      const loaded = performance.getEntriesByType('resource').map((e) => e.name).filter((u) => u.includes('/_next/static/'))
      return [
        ...[`/explore/${town}`, `/explore/${town}/map`, `/highlights/${town}`].filter((p) => !pages.includes(p)),
        ...(data.length >= 3 ? [] : [`town feeds (${data.length} of 3)`]),
        ...loaded.filter((u) => !assets.has(u)),
      ]
    }, TOWN)
  await expect.poll(missing, { timeout: 30_000 }).toEqual([])
}

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true)
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false)
}

test.describe('offline', () => {
  // Each test waits for a worker to install and fetch a whole town ahead: slow on a loaded CI machine.
  test.describe.configure({ timeout: 90_000 })

  test('a town opened once works offline: map, places, details, town page and highlights; an unvisited page shows the offline page', async ({ page, context }) => {
    await page.goto(MAP)
    await wakeMap(page)
    await expect(page.locator('.maplibregl-map')).toHaveAttribute('data-map-state', 'ready', { timeout: MAP_READY_TIMEOUT })
    await waitUntilTownIsKept(page)
    await expect(page.getByTestId('offline-ready')).toContainText(en.Offline.ready)

    await goOffline(context, page)
    await page.reload()
    await expect(page.getByTestId('offline-notice')).toHaveText(en.Offline.offlineCached)
    await wakeMap(page)
    const map = page.locator('.maplibregl-map')
    await expect(map).toHaveAttribute('data-map-state', 'ready', { timeout: MAP_READY_TIMEOUT })
    await expect.poll(async () => Number(await map.getAttribute('data-rendered-places'))).toBeGreaterThan(3)
    const first = page.locator('[id^="place-item-"]').first()
    const slug = (await first.getAttribute('id'))!.replace('place-item-', '')
    await first.click()
    await expect(page.getByTestId('place-details')).toHaveAttribute('data-place', slug)

    await page.goto(`/explore/${TOWN}`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('St Ives')
    await page.goto(`/highlights/${TOWN}`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('St Ives')

    await page.goto('/terms')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.Offline.pageHeading)
    await context.setOffline(false)
  })

  test('feedback sent offline is queued, counted, and delivered exactly once when back online', async ({ page, context }) => {
    await page.goto('/about')
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 20_000 }).toBe(true)
    const text = `Offline feedback ${Date.now()}`
    await goOffline(context, page)

    await page.getByRole('button', { name: en.Feedback.open }).click()
    await page.getByLabel(en.Feedback.label).fill(text)
    await page.getByTestId('feedback-form').getByRole('button', { name: en.Feedback.send }).click()
    await expect(page.getByTestId('feedback-form').getByRole('status')).toHaveText(en.Feedback.queued)
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('offline-notice')).toContainText('1 action is queued')
    expect(await count('SELECT count(*) AS n FROM feedback_messages WHERE message = $1', [text])).toBe(0)

    await context.setOffline(false)
    await expect.poll(() => count('SELECT count(*) AS n FROM feedback_messages WHERE message = $1', [text]), { timeout: 20_000 }).toBe(1)
    await expect(page.getByTestId('offline-notice')).toHaveCount(0)
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
