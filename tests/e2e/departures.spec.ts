import { expect, type Page, test } from '@playwright/test'

import { startLdbStandIn, STAND_IN_KEY } from '../../scripts/lib/ldb-stand-in.mjs'
import { SCREEN_SLIDE_MS } from '../../src/domain/kiosk-settings'
import { secondServer } from './second-server'
import { blockBasemap, expectNoAxeViolations, format, localizedPath, messages, PLACE_DETAILS } from './support'

/**
 * Live departures (issue 23) where people see them. A stand-in for National Rail's LDBWS (started
 * here) answers the bundled board with its times moved to now, behind a server of its own started
 * with RAIL_LDB_URL and RAIL_LDB_KEY; the suite's own server has no key, and shows no departures.
 */
const en = messages('en')

let standIn: Awaited<ReturnType<typeof startLdbStandIn>>
let server: ReturnType<typeof secondServer>

test.describe('with a National Rail key', () => {
  test.describe.configure({ mode: 'serial' })

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    standIn = await startLdbStandIn()
    server = secondServer(82, { RAIL_LDB_URL: standIn.url, RAIL_LDB_KEY: STAND_IN_KEY }, { ownDataCache: true })
    await server.start()
  })
  test.afterAll(async () => {
    await server?.kill()
    await standIn?.close()
  })

  const trains = (page: Page, station = 'Huntingdon') => page.getByRole('region', { name: format(en.Departures.trainsFrom, { station }) })

  test('a Huntingdon kiosk shows the next six trains beside its map', async ({ page }) => {
    await page.setViewportSize({ width: 1080, height: 1920 })
    await blockBasemap(page)
    await page.goto(`${server.origin}/kiosk/huntingdon?settown=huntingdon`)
    const panel = page.getByRole('region', { name: en.Departures.panelHeading })
    await expect(panel).toBeVisible()
    const board = trains(page)
    await expect(board.getByRole('row')).toHaveCount(7)
    await expect(board.getByRole('row').nth(1)).toContainText('Horsham')
    await expect(board.getByText(en.Departures.cancelled, { exact: true })).toHaveCount(1)
    await expect(board.getByText(en.Departures.delayed, { exact: true })).toHaveCount(1)
    await expect(board).toContainText(format(en.Departures.updatedAt, { time: '' }).trim())
    // Below the map, which keeps most of the portrait screen.
    const map = await page.locator('[data-layout]').boundingBox()
    const panelBox = await panel.boundingBox()
    expect(map!.height).toBeGreaterThan(1000)
    expect(panelBox!.y).toBeGreaterThanOrEqual(map!.y + map!.height - 1)
    await expectNoAxeViolations(page)
  })

  test('the town page has a "Getting here and away" section, with a train’s stops on demand', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`${server.origin}/explore/huntingdon`)
    const section = page.getByRole('region', { name: en.Departures.sectionHeading })
    await expect(section).toBeVisible()
    const board = trains(page)
    await expect(board.getByRole('row')).toHaveCount(7)
    await board.getByText(en.Departures.callingAt).first().click()
    await expect(board.getByRole('listitem').filter({ hasText: 'St Neots' }).first()).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('a station on the map shows its trains in its details; St Neots has its own', async ({ page }) => {
    await blockBasemap(page)
    await page.goto(`${server.origin}/explore/st-neots/map/stneots-st-neots-railway-station`)
    const details = page.locator(PLACE_DETAILS).locator('..')
    await expect(page.getByRole('region', { name: format(en.Departures.trainsFrom, { station: 'St Neots' }) })).toBeVisible()
    await expect(details).toBeVisible()
    await page.goto(`${server.origin}/explore/st-neots/map/stneots-riverside-car-park`)
    await expect(page.locator(PLACE_DETAILS)).toBeVisible()
    await expect(page.getByRole('region', { name: /St Neots/ }).filter({ hasText: en.Departures.platform })).toHaveCount(0)
  })

  test('a screen rotates a departures card in', async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1080 })
    await page.clock.install()
    await page.goto(`${server.origin}/screen/huntingdon?settown=huntingdon`)
    const card = page.locator('[data-slide="departures"]')
    await expect(card.locator('h2', { hasText: format(en.Departures.screenHeading, { townName: 'Huntingdon' }) })).toBeAttached()
    expect(await slidesShown(page)).toContain('departures')
    while (await card.isHidden()) await page.clock.runFor(SCREEN_SLIDE_MS)
    await expect(card.getByRole('row').first()).toBeVisible()
    await expect(card.getByRole('row')).not.toHaveCount(0)
  })

  test('when National Rail stops answering, the last board stays, and the API says it is stale', async ({ request }) => {
    const first = await request.get(`${server.origin}/api/departures/rail/stNeots`)
    expect((await first.json()).stale).toBeNull()
    standIn.state.failing = true
    try {
      // The server asks again once its 30 s are over.
      await expect
        .poll(async () => (await (await request.get(`${server.origin}/api/departures/rail/stNeots`)).json()).stale, {
          timeout: 45_000,
          intervals: [2_000],
        })
        .not.toBeNull()
      const answer = await (await request.get(`${server.origin}/api/departures/rail/stNeots`)).json()
      expect(answer.available).toBe(true)
      expect(answer.departures.length).toBeGreaterThan(0)
    } finally {
      standIn.state.failing = false
    }
  })

  test.describe('offline', () => {
    test.use({ serviceWorkers: 'allow' })

    test('in the street without signal, the town page keeps its last board, with its age and without the trains gone', async ({
      page,
      context,
    }) => {
      await page.clock.install()
      await page.goto(`${server.origin}/explore/huntingdon`)
      await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 }).toBe(true)
      // Once the worker has the page, its departures go through it (and are kept).
      await page.reload()
      const board = trains(page)
      await expect(board.getByRole('row')).toHaveCount(7)

      await context.setOffline(true)
      try {
        await page.reload()
        await expect(board.getByRole('row')).toHaveCount(7)
        await expect(board.getByText(en.Departures.delayed, { exact: true })).toHaveCount(1)
        // Eleven minutes on: the delayed train (due at +9) has gone; the late one (expected at +12) has not.
        await page.clock.runFor(11 * 60_000)
        await expect(board.getByRole('status')).toHaveText(/^Last updated 1[01] minutes ago/)
        await expect(board.getByText(en.Departures.delayed, { exact: true })).toHaveCount(0)
        await expect(board.getByRole('row').nth(1)).toContainText('Horsham')
      } finally {
        await context.setOffline(false)
      }
    })
  })
})

/** The slides a screen shows in one turn of its rotation, on the page's clock. */
async function slidesShown(page: Page): Promise<string[]> {
  const count = await page.locator('[data-slide]').count()
  const shown: string[] = []
  for (let i = 0; i < count; i++) {
    shown.push((await page.locator('[data-slide]:not([hidden])').getAttribute('data-slide')) ?? '')
    await page.clock.runFor(SCREEN_SLIDE_MS)
  }
  return shown
}

test.describe('without a key (the suite’s server)', () => {
  test('no departures anywhere, and the API says why', async ({ page, request }) => {
    const answer = await (await request.get('/api/departures/rail/huntingdon')).json()
    expect(answer).toMatchObject({ configured: false, reason: 'not-configured' })
    await page.goto('/explore/huntingdon')
    await expect(page.getByRole('heading', { name: en.Town.allPlacesHeading })).toBeVisible()
    await expect(page.getByRole('region', { name: en.Departures.sectionHeading })).toHaveCount(0)
  })

  test('a screen passes over its departures card', async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1080 })
    await page.clock.install()
    await page.goto('/screen/huntingdon?settown=huntingdon')
    await expect(page.locator('[data-slide="departures"]')).toBeEmpty()
    const shown = await slidesShown(page)
    expect(shown).not.toContain('departures')
    expect(shown).toContain('events')
  })

  for (const locale of ['es', 'lt'] as const)
    test(`the rail test page draws the sample board in ${locale}`, async ({ page }) => {
      const t = messages(locale)
      await page.goto(localizedPath(locale, '/test/rail-departures'))
      await expect(page.getByRole('heading', { level: 1, name: t.DeparturesTest.testRailTitle })).toBeVisible()
      await expect(page.getByTestId('departures-configured')).toHaveText(t.DeparturesTest.railNotConfigured)
      const board = page.getByRole('region', { name: format(t.Departures.trainsFrom, { station: 'Huntingdon' }) })
      await expect(board.getByText(t.Departures.sampleData, { exact: true })).toBeVisible()
      await expect(board.getByRole('row')).toHaveCount(7)
      await expect(board.getByText(t.Departures.cancelled, { exact: true })).toHaveCount(1)
      await expect(board.getByText(format(t.Departures.expected, { time: '17:52' }), { exact: true })).toHaveCount(1)
      await expectNoAxeViolations(page)
    })

  for (const locale of ['es', 'lt'] as const)
    test(`the bus test page draws the sample timetable, with live times, in ${locale}`, async ({ page }) => {
      const t = messages(locale)
      await page.goto(localizedPath(locale, '/test/bus-departures'))
      await expect(page.getByRole('heading', { level: 1, name: t.DeparturesTest.testBusTitle })).toBeVisible()
      await expect(page.getByTestId('departures-configured')).toHaveText(t.DeparturesTest.busNotConfigured)
      const board = page.getByRole('region', { name: format(t.Departures.busesFrom, { place: 'Huntingdon' }) })
      await expect(board.getByText(t.Departures.sampleData, { exact: true })).toBeVisible()
      // Two stops: each departure says which.
      await expect(board.getByRole('columnheader', { name: t.Departures.stop })).toBeVisible()
      await expect(board.getByRole('row')).toHaveCount(8)
      await expect(board.getByText(t.Departures.cancelled, { exact: true })).toHaveCount(1)
      await expect(board.getByText(format(t.Departures.expected, { time: '08:19' }), { exact: true })).toHaveCount(1)
      await expect(board.getByText(t.Departures.scheduled, { exact: true })).not.toHaveCount(0)
      await expectNoAxeViolations(page)
    })
})
