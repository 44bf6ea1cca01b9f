import { expect, type Page, test } from '@playwright/test'

import { messages, wakeMap, MAP_READY_TIMEOUT, blockBasemap } from './support'

/**
 * Usage events recorded by the UI (issue 7): searches (length and result count, never the text),
 * layer and category toggles, share copies, kiosk QR codes and idle resets. The batches the page
 * posts to /api/usage-stats/batch are watched (not intercepted: they are stored as usual), and the
 * server's answer is checked so an event the schema rejects fails the test.
 * Time runs on Playwright's clock: the recorder's 2 s flush and the search settle time are timers.
 */
const en = messages('en') as unknown as Record<string, Record<string, string>>
const FLUSH_MS = 2_000
const IDLE_MS = 2 * 60_000

type SentEvent = Record<string, unknown> & { type: string }

/** Every usage event the page sends from now on, with the status the server answered. */
function watchUsage(page: Page) {
  const events: SentEvent[] = []
  const statuses: number[] = []
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/api/usage-stats/batch')) return
    events.push(...(request.postDataJSON() as { events: SentEvent[] }).events)
    // A batch still in flight when the test ends never gets its answer; that is not a failure.
    request.response().then(
      (response) => response && statuses.push(response.status()),
      () => undefined,
    )
  })
  return {
    events,
    statuses,
    // Delivery is at least once: an event sent as the page changes may be sent again from the sync
    // queue by the next page, with the same id, which the server keeps once (ON CONFLICT (client_id)).
    ofType: (type: string) => [...new Map(events.filter((e) => e.type === type).map((e) => [e.id ?? e, e])).values()],
  }
}

test('map: layer and category toggles and a copied share link are recorded', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
  await page.clock.install()
  const usage = watchUsage(page)
  await blockBasemap(page)
  await page.goto('/explore/huntingdon/map')
  await wakeMap(page)
  await expect(page.getByRole('status').filter({ hasText: en.Map.mapReady.split('{')[0] })).toBeAttached({ timeout: MAP_READY_TIMEOUT })

  await page.locator('button[data-layer="toilet"]').click()
  const category = page.locator('button[data-category]').first()
  const categorySlug = (await category.getAttribute('data-category'))!
  await category.click()
  await page.locator('button[data-category]').first().click()

  await page.getByRole('button', { name: en.Places.clearFilters }).first().click()
  const first = page.locator('[id^="place-item-"]').first()
  const slug = (await first.getAttribute('id'))!.replace('place-item-', '')
  await first.click()
  await page
    .getByRole('complementary', { name: en.Map.panelLabel })
    .getByRole('article')
    .getByRole('button', { name: en.Places.share })
    .click()
  await page.getByRole('button', { name: en.Places.copyLink }).click()
  await expect(page.getByRole('status').filter({ hasText: en.Places.copied })).toHaveText(en.Places.copied)

  await page.clock.runFor(FLUSH_MS + 500)
  await expect.poll(() => usage.ofType('share').length).toBe(1)
  expect(usage.ofType('layer_toggle')).toEqual([
    expect.objectContaining({ target: 'toilet', on: false, mode: 'phone', town: 'huntingdon' }),
  ])
  expect(usage.ofType('category_toggle')).toEqual([
    expect.objectContaining({ target: categorySlug, on: true }),
    expect.objectContaining({ target: categorySlug, on: false }),
  ])
  expect(usage.ofType('share')[0]).toMatchObject({ target: 'copy', town: 'huntingdon' })
  expect(usage.ofType('place_open')).toEqual(expect.arrayContaining([expect.objectContaining({ place: slug })]))
  await expect.poll(() => usage.statuses.length).toBeGreaterThan(0)
  expect(usage.statuses.every((s) => s === 202)).toBe(true)
})

test('search: one event per settled query, with its length and result count and never its text', async ({ page }) => {
  await page.clock.install()
  const usage = watchUsage(page)
  await page.goto('/highlights/huntingdon')
  await page.getByRole('button', { name: en.Search.button, exact: true }).click()
  const dialog = page.getByRole('dialog', { name: en.Search.title })
  const input = dialog.getByRole('searchbox', { name: en.Search.inputLabel })
  await expect(input).toBeFocused()

  // Typed key by key: no event until the query has settled.
  await input.pressSequentially('cromwel', { delay: 40 })
  await expect(dialog.getByRole('link', { name: /Cromwell Museum/ }).first()).toBeVisible()
  const results = await dialog.locator('[data-search-result]').count()
  await page.clock.runFor(500)
  expect(usage.ofType('search')).toHaveLength(0)
  await page.clock.runFor(1_000 + FLUSH_MS + 500)
  await expect.poll(() => usage.ofType('search').length).toBe(1)

  // A query with no results, after it settles, is a second event; the same query again is not.
  await input.fill('zzqxv')
  await page.clock.runFor(1_500 + FLUSH_MS + 500)
  await expect.poll(() => usage.ofType('search').length).toBe(2)
  await input.fill('zzqx')
  await input.fill('zzqxv')
  await page.clock.runFor(1_500 + FLUSH_MS + 500)

  const searches = usage.ofType('search')
  expect(searches).toHaveLength(2)
  expect(searches[0]).toMatchObject({ searchLength: 'cromwel'.length, resultCount: results, mode: 'phone' })
  expect(searches[1]).toMatchObject({ searchLength: 5, resultCount: 0 })
  expect(JSON.stringify(usage.events)).not.toMatch(/cromwel|zzqxv/)
  await expect.poll(() => usage.statuses.length).toBeGreaterThan(0)
  expect(usage.statuses.every((s) => s === 202)).toBe(true)
})

test.describe('kiosk', () => {
  test.use({ viewport: { width: 1080, height: 1920 } })

  test('QR hand-offs, link QR codes and the idle reset are recorded with the kiosk id', async ({ page }) => {
    await page.clock.install()
    const usage = watchUsage(page)
    await blockBasemap(page)
    await page.goto('/kiosk/huntingdon/huntingdon-cromwell-museum?setkiosk=kioskB')
    await expect(page.locator('[data-display-mode]')).toHaveAttribute('aria-busy', 'false')
    await expect(page.getByRole('region', { name: en.Kiosk.takeWithYou })).toBeVisible()

    const website = page.getByRole('complementary', { name: en.Map.panelLabel }).getByRole('article').locator('a[href^="http"]').first()
    await website.click()
    await expect(page.getByRole('dialog', { name: en.Kiosk.qrTitle })).toBeVisible()
    await page.keyboard.press('Escape')

    await page.clock.runFor(FLUSH_MS + 500)
    await expect.poll(() => usage.ofType('qr_open').length).toBe(2)
    expect(usage.ofType('qr_open')).toEqual([
      expect.objectContaining({
        target: 'place',
        place: 'huntingdon-cromwell-museum',
        mode: 'kiosk',
        kioskId: 'kioskB',
        town: 'huntingdon',
      }),
      expect.objectContaining({ target: 'link', mode: 'kiosk', kioskId: 'kioskB' }),
    ])

    // Two idle minutes and the countdown: the reset is recorded, and sent either before the page
    // changes or, from the sync queue in IndexedDB, by the highlights page as it starts.
    await page.clock.runFor(IDLE_MS + 1_000)
    await expect(page).toHaveURL(/\/kiosk\/huntingdon\/highlights$/)
    await expect
      .poll(() => usage.ofType('kiosk_idle_reset'))
      .toEqual([expect.objectContaining({ mode: 'kiosk', kioskId: 'kioskB', town: 'huntingdon' })])
    await expect.poll(() => usage.statuses.length).toBeGreaterThanOrEqual(2)
    expect(usage.statuses.every((s) => s === 202)).toBe(true)
  })
})

test('the admin nav links to the usage statistics and the cache views', async ({ page }) => {
  await page.goto('/admin/login')
  await page.locator('input[name="email"]').fill(process.env.ADMIN_EMAIL || 'admin@e2e.test')
  await page.locator('input[name="password"]').fill(process.env.ADMIN_PASSWORD || 'e2e-admin-password')
  await page.locator('button[type="submit"]').click()
  await expect(page).not.toHaveURL(/\/admin\/login/, { timeout: 15_000 })
  const nav = page
  await expect(nav.getByRole('link', { name: 'Usage statistics' })).toHaveAttribute('href', '/admin/usage-stats')
  await expect(nav.getByRole('link', { name: 'Cache and builds' })).toHaveAttribute('href', '/admin/cache')
  // (Payload keeps its nav collapsed at narrower widths, so the link is followed by address.)
  await page.goto((await nav.getByRole('link', { name: 'Usage statistics' }).getAttribute('href'))!)
  await expect(page.getByRole('heading', { name: 'Usage statistics', level: 1 })).toBeVisible()
})
