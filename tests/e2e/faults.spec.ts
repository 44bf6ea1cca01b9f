import { expect, test } from '@playwright/test'
import pg from 'pg'

import { cuttableDatabase, secondServer } from './second-server'
import { queuedSyncItems } from './support'

/**
 * Issue 8: Postgres goes away under a running server and comes back. Pages that have data keep
 * serving, the town APIs serve their last good copy or a clear 503, ingest answers 503 so the
 * client's queue keeps the events, and everything recovers without a restart.
 */
test.use({ serviceWorkers: 'block' })

test('database down: pages serve, APIs fall back, ingest says 503, and all recovers without a restart', async ({ page }) => {
  test.setTimeout(180_000)
  const database = await cuttableDatabase(process.env.DATABASE_URL!)
  const server = secondServer(48, { DATABASE_URL: database.url })
  const db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 })
  const { origin } = server
  const event = (id: string) => ({ id, type: 'page_view', ts: Date.now(), locale: 'en', mode: 'phone', path: '/about' })
  const post = (body: unknown) =>
    fetch(`${origin}/api/usage-stats/batch`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: origin }, body: JSON.stringify(body) })
  try {
    await server.start()
    const pages = ['/', '/explore/st-ives', '/explore/st-ives/map', '/es/about']
    for (const path of pages) expect((await fetch(`${origin}${path}`)).status, path).toBe(200)
    const places = await fetch(`${origin}/api/places/town/stIves?locale=en`)
    expect(places.status).toBe(200)
    const placesBody = await places.text()

    database.down()
    for (const path of pages) expect((await fetch(`${origin}${path}`)).status, `${path} with the database down`).toBe(200)
    const lastGood = await fetch(`${origin}/api/places/town/stIves?locale=en`)
    expect(lastGood.status).toBe(200)
    expect(await lastGood.text()).toBe(placesBody)
    const never = await fetch(`${origin}/api/events/town/ramsey?locale=pl`)
    expect(never.status).toBe(503)
    expect(never.headers.get('content-type')).toContain('application/json')
    expect((await never.json()).error).toBeTruthy()
    const refused = await post({ events: [event(`down-${Date.now()}`)] })
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toBeTruthy()

    // A visitor's page views meanwhile: the batch fails, the browser keeps them.
    await page.goto(`${origin}/about`)
    const queued = async () => (await queuedSyncItems(page)).map((i) => i.data.id)
    const batchAnswer = page.waitForResponse((r) => r.url().endsWith('/api/usage-stats/batch'))
    expect((await batchAnswer).status()).toBe(503)
    const kept = await queued()
    expect(kept.length).toBeGreaterThan(0)

    database.up()
    const id = `up-${Date.now()}`
    await expect.poll(async () => (await post({ events: [event(id)] })).status, { timeout: 20_000 }).toBe(202)
    await expect.poll(async () => (await fetch(`${origin}/api/events/town/ramsey?locale=pl`)).status, { timeout: 20_000 }).toBe(200)
    await page.evaluate(() => window.dispatchEvent(new Event('online')))
    await expect
      .poll(async () => Number((await db.query('SELECT count(*) AS n FROM usage_events WHERE client_id = ANY($1)', [kept])).rows[0].n), { timeout: 20_000 })
      .toBe(kept.length)
  } finally {
    await server.kill()
    await database.close()
    await db.end()
  }
})
