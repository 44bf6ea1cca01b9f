import { randomUUID } from 'node:crypto'

import { expect, type Page, type Request, test } from '@playwright/test'
import pg from 'pg'

import { QUEUE_INTERVAL_MS } from '../../src/domain/offline-queue'
import { secondServer } from './second-server'
import { messages, PLACE_DETAILS } from './support'

/**
 * Issue 17: queued writes are never dropped while they are still deliverable. The queue counts a
 * retry only when our server read an item and refused it; an outage of any length, or a captive
 * portal answering in its place, leaves every item queued as it was. Real browser, real IndexedDB,
 * real Postgres; the client's minutes pass on Playwright's clock. Servers of their own, so the
 * suite's server is never stopped.
 */
const en = messages('en') as unknown as Record<string, Record<string, string>>

// page.route must see the queue's requests: no service worker in between.
test.use({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } })

const db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
test.afterAll(() => db.end())

const INGEST_PATHS = ['/api/usage-stats/batch', '/api/feedback', '/api/error-reports']
const isIngest = (url: URL | string) => INGEST_PATHS.includes(new URL(url).pathname)

type Queued = { id: string; type: string; retryCount: number; data: { id: string } }

/** The browser's sync queue as stored (IndexedDB `town-guide-queues`), retry counts included. */
function syncQueue(page: Page): Promise<Queued[]> {
  return page.evaluate(
    () =>
      new Promise<Queued[]>((resolve, reject) => {
        const request = indexedDB.open('town-guide-queues')
        // Not created yet: leave its creation to the app, which adds the stores.
        request.onupgradeneeded = () => request.transaction?.abort()
        request.onerror = () => resolve([])
        request.onsuccess = () => {
          const database = request.result
          const all = database.transaction('sync-queue').objectStore('sync-queue').getAll()
          all.onsuccess = () => {
            database.close()
            resolve(all.result)
          }
          all.onerror = () => reject(all.error)
        }
      }),
  )
}

/** Rows per client id in the table each type is stored in. */
async function storedRows(items: Queued[]): Promise<number> {
  const table = { usage_stats: 'usage_events', feedback: 'feedback_messages', error_report: 'error_reports_log' } as Record<string, string>
  let rows = 0
  for (const [type, name] of Object.entries(table)) {
    const ids = items.filter((item) => item.type === type).map((item) => item.data.id)
    if (ids.length) rows += Number((await db.query(`SELECT count(*) AS n FROM ${name} WHERE client_id = ANY($1)`, [ids])).rows[0].n)
  }
  return rows
}

/** How many queue requests to the ingest endpoints failed without an answer. */
function watchFailedIngest(page: Page) {
  const seen = { failed: 0 }
  page.on('requestfailed', (request: Request) => {
    if (request.method() === 'POST' && isIngest(request.url())) seen.failed++
  })
  return seen
}

async function sendFeedback(page: Page, text: string) {
  // The map page has no footer (issue 21): its feedback is in the menu, as on every page.
  await page.getByRole('button', { name: en.Nav.openMenu }).click()
  await page.getByRole('dialog', { name: en.Nav.menu }).getByRole('button', { name: en.Feedback.open }).click()
  await page.getByRole('dialog', { name: en.Feedback.title }).getByLabel(en.Feedback.label).fill(text)
  await page.getByRole('dialog', { name: en.Feedback.title }).getByRole('button', { name: en.Feedback.send }).click()
  await expect(page.getByRole('dialog', { name: en.Feedback.title }).getByRole('status')).toBeVisible()
  await page.keyboard.press('Escape')
  await page.keyboard.press('Escape')
}

test.describe('the server stopped for five minutes', () => {
  const server = secondServer(57)
  test.afterAll(() => server.kill())

  test('every usage event, feedback and error report made meanwhile is stored once when it is back, and the queue empties', async ({
    page,
  }) => {
    test.setTimeout(240_000)
    await server.start()
    const ingest = watchFailedIngest(page)
    await page.clock.install()
    // Until the server is stopped, its ingest endpoints are already out of reach: nothing made on
    // this page can be delivered before the outage, so nothing is stored twice by a dying server.
    const unreachable = (url: URL) => isIngest(url)
    await page.route(unreachable, (route) => route.abort('connectionrefused'))
    await page.route('**/tiles.openfreemap.org/**', (route) => route.abort())
    // A town feed that answers JSON without its items (a misconfigured proxy, say): the cache
    // diagnostics page fails to render, and the app's error page sends an error report.
    const brokenFeed = (url: URL) => url.pathname.startsWith('/api/places/town/')
    await page.route(brokenFeed, (route) => route.fulfill({ json: {} }))
    await page.goto(`${server.origin}/test/cache-test`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect.poll(async () => (await syncQueue(page)).filter((item) => item.type === 'error_report').length).toBe(1)
    await page.unroute(brokenFeed)

    await page.goto(`${server.origin}/explore/huntingdon/map`)
    // Search needs its index (the town feeds and the search library) from the server: load it now.
    await page.getByRole('button', { name: en.Search.button, exact: true }).click()
    const dialog = page.getByRole('dialog', { name: en.Search.title })
    const searchbox = dialog.getByRole('searchbox', { name: en.Search.inputLabel })
    await searchbox.fill('cromwel')
    await expect(dialog.locator('[data-search-result]').first()).toBeVisible()
    await page.keyboard.press('Escape')

    await server.kill()
    await page.unroute(unreachable)

    // The visitor goes on using the guide: filters, a place, a search, feedback.
    const category = page.locator('button[data-category]').first()
    await category.click()
    await category.click()
    await page.locator('button[data-layer="toilet"]').click()
    await page.locator('[id^="place-item-"]').first().click()
    await expect(page.locator(PLACE_DETAILS)).toHaveAttribute('data-place', /.+/)
    await page.getByRole('button', { name: en.Search.button, exact: true }).click()
    await searchbox.fill('museum')
    // A search is recorded once it has settled (1.5 s).
    await page.clock.runFor(2_000)
    await page.keyboard.press('Escape')
    const feedback = `Written while the server was down ${randomUUID()}`
    await sendFeedback(page, feedback)

    // Five minutes for the client: five queue intervals, each a real attempt that fails.
    for (let minute = 1; minute <= 5; minute++) {
      const failed = ingest.failed
      await page.clock.runFor(QUEUE_INTERVAL_MS)
      await expect.poll(() => ingest.failed, { message: `an attempt in minute ${minute}` }).toBeGreaterThan(failed)
    }
    const queued = await syncQueue(page)
    const types = (type: string) => queued.filter((item) => item.type === type).length
    expect(types('usage_stats'), 'page view, toggles, place open and searches').toBeGreaterThanOrEqual(5)
    expect(types('feedback')).toBe(1)
    expect(types('error_report')).toBe(1)
    // More failed attempts than maxRetries, and not one retry counted.
    expect(ingest.failed).toBeGreaterThan(3)
    expect(queued.map((item) => item.retryCount)).toEqual(queued.map(() => 0))
    expect(await storedRows(queued)).toBe(0)

    await server.start()
    await page.clock.runFor(QUEUE_INTERVAL_MS)
    await expect.poll(() => storedRows(queued), { timeout: 30_000 }).toBe(queued.length)
    await expect.poll(async () => (await syncQueue(page)).length, { timeout: 15_000 }).toBe(0)
    const feedbackRows = await db.query('SELECT count(*) AS n FROM feedback_messages WHERE message = $1', [feedback])
    expect(Number(feedbackRows.rows[0].n)).toBe(1)
    // The client's clock ran five minutes ahead of the server's: sentAt set the times right, none is in the future.
    const ids = queued.filter((item) => item.type === 'usage_stats').map((item) => item.data.id)
    const ahead = await db.query('SELECT count(*) AS n FROM usage_events WHERE client_id = ANY($1) AND occurred_at > now()', [ids])
    expect(Number(ahead.rows[0].n)).toBe(0)
  })
})

test.describe('answers that are not ours', () => {
  // One worker for both tests: split across two, each would start a server on the same port, and
  // the first to finish would stop the one the other is using.
  test.describe.configure({ mode: 'default' })
  const server = secondServer(58)
  test.beforeAll(() => server.start())
  test.afterAll(() => server.kill())

  test('a captive portal answering 200 for several intervals neither empties the queue nor uses up a retry; once it is gone, everything is stored once', async ({
    page,
  }) => {
    test.setTimeout(180_000)
    await page.clock.install()
    // A Wi-Fi sign-in page in place of our server, then two other answers that are not our acknowledgement.
    const portalAnswers = [
      { status: 200, contentType: 'text/html', body: '<html>Sign in to Wi-Fi</html>' },
      { status: 200, contentType: 'application/json', body: '<html>Sign in to Wi-Fi</html>' },
      { status: 200, contentType: 'application/json', body: '{"status":"ok"}' },
    ]
    let portalHits = 0
    const portal = (url: URL) => isIngest(url)
    await page.route(portal, (route) => route.fulfill(portalAnswers[portalHits++ % portalAnswers.length]!))

    await page.goto(`${server.origin}/about`)
    // Client-side navigations record more page views.
    const footerLinks = page.locator('footer nav').first().getByRole('link')
    for (const index of [1, 2]) {
      const link = footerLinks.nth(index)
      const href = (await link.getAttribute('href'))!
      await link.click()
      await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`))
    }
    const feedback = `Sent behind a captive portal ${randomUUID()}`
    await sendFeedback(page, feedback)
    await expect.poll(async () => (await syncQueue(page)).length).toBeGreaterThanOrEqual(4)

    for (let interval = 1; interval <= 4; interval++) {
      const hits = portalHits
      await page.clock.runFor(QUEUE_INTERVAL_MS)
      await expect.poll(() => portalHits, { message: `the portal answered in interval ${interval}` }).toBeGreaterThan(hits)
    }
    expect(portalHits).toBeGreaterThanOrEqual(portalAnswers.length)
    const queued = await syncQueue(page)
    expect(queued.filter((item) => item.type === 'feedback')).toHaveLength(1)
    expect(queued.filter((item) => item.type === 'usage_stats').length).toBeGreaterThanOrEqual(3)
    expect(queued.map((item) => item.retryCount)).toEqual(queued.map(() => 0))
    expect(await storedRows(queued)).toBe(0)

    await page.unroute(portal)
    await page.clock.runFor(QUEUE_INTERVAL_MS)
    await expect.poll(() => storedRows(queued), { timeout: 30_000 }).toBe(queued.length)
    await expect.poll(async () => (await syncQueue(page)).length, { timeout: 15_000 }).toBe(0)
    const feedbackRows = await db.query('SELECT count(*) AS n FROM feedback_messages WHERE message = $1', [feedback])
    expect(Number(feedbackRows.rows[0].n)).toBe(1)
  })

  test('the batch endpoint stores the nine good events of ten and lists the bad one', async ({ request }) => {
    const now = Date.now()
    const events: Record<string, unknown>[] = Array.from({ length: 10 }, (_, i) => ({
      id: randomUUID(),
      type: 'page_view',
      ts: now - i * 1000,
      town: 'ramsey',
      locale: 'en',
      mode: 'phone',
      path: '/explore/ramsey',
    }))
    // A kiosk event without its kiosk id.
    events[6] = { ...events[6], mode: 'kiosk' }
    const response = await request.post(`${server.origin}/api/usage-stats/batch`, { data: { events, sentAt: now } })
    expect(response.status()).toBe(202)
    expect(await response.json()).toEqual({
      received: 10,
      stored: 9,
      rejected: [{ index: 6, id: events[6]!.id, problems: [expect.objectContaining({ path: 'kioskId' })] }],
    })
    const ids = events.map((event) => event.id as string)
    const stored = async (wanted: string[]) =>
      Number((await db.query('SELECT count(*) AS n FROM usage_events WHERE client_id = ANY($1)', [wanted])).rows[0].n)
    expect(await stored(ids.filter((_, i) => i !== 6))).toBe(9)
    expect(await stored([ids[6]!])).toBe(0)
  })
})
